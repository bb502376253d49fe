// The page: a bar with the menu, then three sections, each composed from the design system's parts.
import { Container, Section, SectionHeading, Stack, vars } from '@agency/design-system';
import type { CSSProperties } from 'react';
import { BookingForm } from './BookingForm';
import { Reviews } from './Reviews';
import { Services } from './Services';
import { SiteMenu } from './SiteMenu';

// Your own layout, in the theme's values: `vars` holds every token as a CSS variable.
const bar: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  height: vars.size.navHeight,
  display: 'flex',
  alignItems: 'center',
  background: vars.color.navSurface,
  backdropFilter: 'blur(12px)',
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
};
const barInner: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between' };
const wordmark: CSSProperties = {
  color: vars.color.primary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
};

export function App() {
  return (
    <>
      <header style={bar}>
        <Container style={barInner}>
          <a href="#services" style={wordmark}>
            Harbour Lane Cycles
          </a>
          <SiteMenu />
        </Container>
      </header>
      <main>
        <Section id="services" aria-labelledby="services-title">
          <Container>
            <Stack gap="8">
              <SectionHeading
                as="h1"
                titleId="services-title"
                eyebrow="Repairs, rentals and rides"
                title="Bikes kept rolling on the harbour"
                highlight="rolling"
                description="A workshop, a fleet of hire bikes and a guide who knows every quiet road along the coast."
              />
              <Services />
            </Stack>
          </Container>
        </Section>
        <Section id="reviews" surface="raised" aria-labelledby="reviews-title">
          <Container>
            <Stack gap="8">
              <SectionHeading titleId="reviews-title" eyebrow="Reviews" title="What riders say" />
              <Reviews />
            </Stack>
          </Container>
        </Section>
        <Section id="book" aria-labelledby="book-title">
          <Container>
            <Stack gap="8">
              <SectionHeading
                titleId="book-title"
                eyebrow="Booking"
                title="Book a service"
                description="Tell us what needs doing; we reply within a working day."
              />
              <BookingForm />
            </Stack>
          </Container>
        </Section>
      </main>
    </>
  );
}
