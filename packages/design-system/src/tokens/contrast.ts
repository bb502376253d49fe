import type { ColorRole } from './index';

/** Parses #rgb, #rrggbb or #rrggbbaa into 0–255 channels and 0–1 alpha. */
export function parseHex(hex: string): { r: number; g: number; b: number; a: number } {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? n(6) / 255 : 1 };
}

function relativeLuminance({ r, g, b }: { r: number; g: number; b: number }): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

type Rgb = { r: number; g: number; b: number };

function composite(top: string, bottom: Rgb): Rgb {
  const c = parseHex(top);
  const mix = (f: number, b: number) => f * c.a + b * (1 - c.a);
  return { r: mix(c.r, bottom.r), g: mix(c.g, bottom.g), b: mix(c.b, bottom.b) };
}

/**
 * WCAG 2.2 contrast ratio. Translucent colours are composited: the background over `backdrop`
 * (what shows through it, opaque), then the foreground over the result.
 */
export function contrastRatio(foreground: string, background: string, backdrop = '#ffffff'): number {
  const bg = composite(background, composite(backdrop, { r: 0, g: 0, b: 0 }));
  const fg = composite(foreground, bg);
  const [a, b] = [relativeLuminance(fg), relativeLuminance(bg)];
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastPair {
  foreground: ColorRole;
  background: ColorRole;
  /** 4.5 for body text, 3 for large text and UI boundaries (WCAG 2.2 AA). */
  minimum: 4.5 | 3;
  /** For a translucent background: the worst case showing through it. */
  backdrop?: ColorRole;
}

const text = (foreground: ColorRole, ...backgrounds: ColorRole[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, minimum: 4.5 }));
const ui = (foreground: ColorRole, ...backgrounds: ColorRole[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, minimum: 3 }));

/** Every foreground/background role pair that components actually put together. */
export const contrastPairs: ContrastPair[] = [
  ...text(
    'text',
    'surface',
    'surfaceRaised',
    'surfaceSunken',
    'primarySubtle',
    'accentSubtle',
    'dangerSubtle',
    'successSubtle',
  ),
  ...text('textMuted', 'surface', 'surfaceRaised', 'surfaceSunken'),
  ...text('textInverse', 'surfaceInverse'),
  ...text('onDeep', 'surfaceDeep'),
  ...text('primary', 'surface', 'surfaceRaised', 'surfaceSunken', 'primarySubtle'),
  ...text('accent', 'surface', 'surfaceRaised', 'accentSubtle'),
  ...text('onPrimary', 'primary', 'primaryHover', 'accent', 'success'),
  ...text('onAccent', 'accent'),
  ...text('danger', 'surface', 'surfaceRaised', 'dangerSubtle'),
  ...text('onDanger', 'danger'),
  ...text('success', 'surface', 'surfaceRaised', 'successSubtle'),
  { foreground: 'text', background: 'navSurface', minimum: 4.5, backdrop: 'surfaceInverse' },
  { foreground: 'text', background: 'navSurface', minimum: 4.5, backdrop: 'surface' },
  ...ui('border', 'surface', 'surfaceRaised', 'surfaceSunken'),
  ...ui('focusRing', 'surface', 'surfaceRaised', 'surfaceSunken'),
];
