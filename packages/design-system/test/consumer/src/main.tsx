// A consumer app: installs the packed design system, imports its theme stylesheet and font (each component
// brings its own CSS), serves its glyph sprite and re-brands it in one object.
import '@agency/design-system/theme.css';
import '@agency/design-system/fonts.css';
import glyphSprite from '@agency/design-system/glyphs.svg?url';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  Card,
  Carousel,
  GlyphSprite,
  Reveal,
  Stack,
  TextField,
  ThemeRoot,
  applyTheme,
  brandTheme,
  lightTheme,
} from '@agency/design-system';
import base from '@agency/design-system/tokens/base.json';

const acme = brandTheme({
  color: { primary: '#0b6e4f', primaryHover: '#08573f', onPrimary: '#ffffff', focusRing: '#0b6e4f' },
  radius: { pill: '6px' },
});

document.documentElement.classList.add(lightTheme);
applyTheme(document.documentElement, acme);

function App() {
  return (
    <ThemeRoot theme={acme} style={{ padding: base.space['6'].$value }}>
      <main>
        <Stack gap="6">
          <Reveal trigger="load">
            <h1>Acme</h1>
          </Reveal>
          <Button>Get in touch</Button>
          <Card.Root>
            <Card.Content>
              <Card.Header>
                <Card.Title>Consumer card</Card.Title>
                <Card.Eyebrow>Proof</Card.Eyebrow>
              </Card.Header>
              <Card.Body>Rendered from the installed package.</Card.Body>
            </Card.Content>
          </Card.Root>
          <TextField label="Email" type="email" required />
          <Carousel.Root label="Acme slides">
            <Carousel.Viewport>
              {['One', 'Two', 'Three'].map((name) => (
                <Carousel.Slide key={name} style={{ padding: 32 }}>
                  Slide {name}
                </Carousel.Slide>
              ))}
            </Carousel.Viewport>
            <Carousel.Controls>
              <Carousel.Dots />
              <Carousel.ControlGroup align="end">
                <Carousel.Previous />
                <Carousel.Next />
              </Carousel.ControlGroup>
            </Carousel.Controls>
          </Carousel.Root>
        </Stack>
      </main>
    </ThemeRoot>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GlyphSprite href={glyphSprite}>
      <App />
    </GlyphSprite>
  </StrictMode>,
);
