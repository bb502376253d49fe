import { ContactInfoList, Container, Grid, PageHero, Section, SectionHeading, Stack } from '@agency/design-system';
import type { MetaFunction } from '../routeModule';
import { contact } from '../../content/contact';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { Island } from '../../islands/Island';

const { hero } = contact;

export const meta: MetaFunction = () => ({ title: hero.eyebrow ?? hero.title, description: hero.subtitle });

const details = contact.details.map((detail) => ({
  icon: <ContentIcon name={detail.icon} contained="subtle" size="md" />,
  label: detail.label,
  value: detail.lines,
  href: detail.href,
  // The map opens on another site; mailto and tel hand over to an app.
  external: detail.href.startsWith('http'),
}));

/** The office address, e-mail and phone, beside the form (above it on narrow screens). */
function ContactDetails() {
  return (
    <Stack gap="8">
      <SectionHeading title={contact.detailsHeading} description={contact.detailsIntro} />
      <ContactInfoList items={details} />
    </Stack>
  );
}

/** Contact: hero, contact details and the contact form with its states. */
export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section spacing="md">
        <Container>
          <Grid columns={{ base: 1, lg: 2 }} gap="10">
            <ContactDetails />
            <Island name="ContactForm" props={{}} when="interaction" />
          </Grid>
        </Container>
      </Section>
    </>
  );
}
