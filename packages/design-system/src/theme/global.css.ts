import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRingStyle } from './focus';
import { reducedMotion } from './media';

/**
 * 'Inter Fallback': Arial (or its metric twin Liberation Sans, or Helvetica) scaled to Inter's widths at
 * each weight the tokens use, so text does not shift when the web font swaps in. Arial has a regular
 * and a bold, Inter a continuous axis: the factors are Inter's width over the local face's, measured
 * in Chromium on the text of every prerendered page. One global face per weight range, because the
 * font stacks name the family 'Inter Fallback' (`fontFace` would give it a generated name).
 */
const regular =
  'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans"), local("Helvetica")';
const bold =
  'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold"), local("Helvetica Bold"), local("Helvetica-Bold")';
const fallbackFaces = [
  { fontWeight: '1 449', src: regular, widthRatio: 1.0639 },
  { fontWeight: '450 549', src: regular, widthRatio: 1.0745 },
  { fontWeight: '550 649', src: bold, widthRatio: 1.0112 },
  { fontWeight: '650 749', src: bold, widthRatio: 1.021 },
  { fontWeight: '750 1000', src: bold, widthRatio: 1.0328 },
];
// Inter's vertical metrics per em (units per em 2048). The overrides are scaled by size-adjust too, so
// they are divided by it first.
const interMetrics = { ascent: 1984 / 2048, descent: 494 / 2048 };
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
for (const { fontWeight, src, widthRatio } of fallbackFaces) {
  globalFontFace('Inter Fallback', {
    src,
    fontWeight,
    sizeAdjust: percent(widthRatio),
    ascentOverride: percent(interMetrics.ascent / widthRatio),
    descentOverride: percent(interMetrics.descent / widthRatio),
    lineGapOverride: '0%',
  });
}

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
