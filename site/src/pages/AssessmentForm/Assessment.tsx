import { Alert, Button, Container, PageHero, Section } from '@agency/design-system';
import { useState } from 'react';
import { assessmentForm } from '../../content/login';
import { useAuth } from '../../integrations/identity';
import { forgetAccessToken } from '../../integrations/identity/accessToken';

/**
 * Assessment form: the target of a successful login. The spec does not show the
 * form itself, so this is its placeholder: the signed-in account and a way to sign out. An island:
 * the whole page shows who is signed in.
 */
export function Assessment() {
  const { user, identity } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await identity.signOut();
    } catch (error) {
      // The local token goes anyway: on this device the visitor is signed out.
      console.error('Sign-out failed', error);
    }
    forgetAccessToken();
    window.location.replace(assessmentForm.signedOutTo);
  };

  return (
    <>
      <PageHero
        eyebrow={assessmentForm.eyebrow}
        title={assessmentForm.title}
        subtitle={assessmentForm.text}
        actions={
          <Button variant="secondary" busy={signingOut} onClick={() => void signOut()}>
            {assessmentForm.signOut}
          </Button>
        }
      />
      {user?.email && (
        <Section spacing="sm">
          <Container>
            <Alert tone="primary">
              {assessmentForm.signedInAs} <strong>{user.email}</strong>
            </Alert>
          </Container>
        </Section>
      )}
    </>
  );
}
