/**
 * Every glyph of the design system's sprite (`glyphs.svg`), by the name `Glyph` takes: lucide's icons,
 * written into the sprite by `tools/icons/generate-sprites.mjs`. A `-stroke-N` name is the glyph at
 * stroke width N where lucide's is 2 (a `<use>` cannot restroke its symbol).
 */
export const glyphNames = [
  'alert-circle',
  'arrow-left',
  'arrow-right',
  'arrow-up-right',
  'arrow-up-stroke-2.25',
  'calendar',
  'check',
  'check-stroke-2.5',
  'check-stroke-3',
  'check-circle',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'clock',
  'close',
  'cloud-off',
  'eye',
  'eye-off',
  'info',
  'maximize-2',
  'menu',
  'minimize-2',
  'monitor',
  'moon',
  'pause',
  'play',
  'sun',
] as const;

/** A glyph of the design system's sprite. */
export type GlyphName = (typeof glyphNames)[number];
