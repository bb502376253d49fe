import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRingStyle } from './focus';
import { reducedMotion } from './media';

// Arial metrics scaled to Inter's, so text does not shift when the web font swaps in. A global face:
// the font stacks name it 'Inter Fallback' (`fontFace` would give it a generated name no stack uses).
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("Liberation Sans"), local("Helvetica")',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
  sizeAdjust: '107.12%',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  scrollBehavior: 'smooth',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: vars.size.navHeight,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  lineHeight: vars.font.lineHeight.tight,
  textWrap: 'balance',
} as never);
globalStyle('p', { margin: 0, textWrap: 'pretty' } as never);
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.primary });
globalStyle(':focus-visible', focusRingStyle());

globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

globalStyle('html', {
  '@media': {
    [reducedMotion]: {
      scrollBehavior: 'auto',
    },
  },
});

// Content waiting to enter (`Reveal` and the like mark it `data-reveal`) is never hidden under reduced
// motion, also in server-rendered HTML before the components that would drop the entrance have loaded.
globalStyle('[data-reveal]', {
  '@media': {
    [reducedMotion]: {
      opacity: '1 !important',
      transform: 'none !important',
    },
  },
});
