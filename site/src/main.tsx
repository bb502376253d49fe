// Placeholder until the site issue: proves the site builds on the design system.
import '@agency/design-system/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Container, MotionProvider, Section, Stack, lightTheme } from '@agency/design-system';

document.documentElement.classList.add(lightTheme);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MotionProvider>
      <main>
        <Section>
          <Container>
            <Stack gap="6" align="start">
              <h1>Coming soon</h1>
              <Button href="mailto:hello@example.com">Contact Us</Button>
            </Stack>
          </Container>
        </Section>
      </main>
    </MotionProvider>
  </StrictMode>,
);
