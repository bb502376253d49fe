import { Button, Container, FormCard, Section, Stack } from '@agency/design-system';
import { PrivacyNotice } from '../../ui/PrivacyNotice';
import type { MetaFunction } from '../routeModule';
import { login } from '../../content/login';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { Island } from '../../islands/Island';

export const meta: MetaFunction = () => ({ title: login.pageName, description: login.subtitle });

/**
 * Login: e-mail, password with a show/hide toggle, and the Login button (an island, `SignIn`). A
 * visitor with a stored access token goes straight on to the assessment form.
 */
export default function LoginPage() {
  return (
    <Section spacing="lg" surface="sunken">
      <Container>
        <FormCard
          size="sm"
          icon={<ContentIcon name="lock" contained="gradient" size="lg" />}
          titleAs="h1"
          title={login.title}
          description={login.subtitle}
          footer={
            <Stack gap="4">
              <PrivacyNotice />
              <Button href={login.home.href} variant="link" iconStart={<ContentIcon name="chevron-left" />}>
                {login.home.label}
              </Button>
            </Stack>
          }
        >
          <Island name="LoginForm" props={{}} when="interaction" />
        </FormCard>
      </Container>
    </Section>
  );
}
