import { Icon, spriteIcons, type IconProps } from '@agency/design-system';
import { iconKeys, type IconKey } from '../../content/icons';
import glyphSprite from './glyphs/glyphs.svg?url';
import type { SvgComponent } from './types';

/**
 * Every UI glyph by content key, as a component drawing it from the glyph sprite (`glyphs/glyphs.svg`,
 * lucide's icons, written by `tools/icons/generate-sprites.mjs`): `<svg><use/></svg>`, stroked in the
 * current text colour. It takes SVG props, so it can be given where a component or element is expected
 * (`icon: <Check />`).
 */
export const glyphs: Readonly<Record<IconKey, SvgComponent>> = spriteIcons(glyphSprite, iconKeys);

/** A glyph's size, colour, tile and label, as the design system's Icon takes them, and its content key. */
export type ContentIconProps = Omit<IconProps, 'icon'> & { name: IconKey };

/**
 * A UI glyph by content key, through the design system's Icon (decorative unless `label` is given).
 * Every page draws from the one sprite, fetched once; TypeScript rejects a key the content lacks.
 */
export function ContentIcon({ name, ...rest }: ContentIconProps) {
  return <Icon icon={glyphs[name]} {...rest} />;
}
