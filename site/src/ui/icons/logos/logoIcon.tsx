import { spriteIcons, type SpritePaint } from '@agency/design-system';
import type { SvgComponent } from '../types';

/**
 * react-icons' colouring, which the logo symbols leave to the `<svg>` around them: fill and stroke in the
 * current text colour, no stroke width (a symbol drawn with a stroke, such as lucide's "Machine Learning"
 * mark, sets its own).
 */
const logoPaint: SpritePaint = { stroke: 'currentColor', fill: 'currentColor', strokeWidth: 0 };

/**
 * Every logo of a sprite (its URL and its symbols' ids) as a component, by key: `<svg><use/></svg>`,
 * in the current text colour (see the design system's `SpriteSymbol`).
 */
export function spriteLogos<K extends string>(spriteUrl: string, keys: readonly K[]): Record<K, SvgComponent> {
  return spriteIcons(spriteUrl, keys, logoPaint);
}
