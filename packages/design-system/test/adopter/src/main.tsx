// Harbour Lane Cycles: one page built on @agency/design-system, installed from npm.
import '@agency/design-system/theme.css';
import '@agency/design-system/fonts.css';
import glyphSprite from '@agency/design-system/glyphs.svg?url';
import { GlyphSprite, applyRememberedThemeChoice, systemTheme } from '@agency/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { followBrand } from './brand';

// Light or dark as the visitor's system says, unless they chose one on an earlier visit.
document.documentElement.classList.add(systemTheme);
applyRememberedThemeChoice();
// On <html>, so the menu's panel (portalled to <body>) wears the brand too.
followBrand(document.documentElement);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GlyphSprite href={glyphSprite}>
      <App />
    </GlyphSprite>
  </StrictMode>,
);
