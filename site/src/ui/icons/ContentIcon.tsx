import { Icon, SpriteSymbol, useGlyphHref, type IconProps } from '@agency/design-system';
import type { SVGProps } from 'react';
import { iconKeys, type IconKey } from '../../content/icons';
import type { SvgComponent } from './types';

function contentGlyph(key: IconKey): SvgComponent {
  function ContentGlyph(props: SVGProps<SVGSVGElement>) {
    const href = useGlyphHref();
    return <SpriteSymbol viewBox="0 0 24 24" {...props} href={href(key)} />;
  }
  ContentGlyph.displayName = `Glyph(${key})`;
  return ContentGlyph;
}

/**
 * Every UI glyph by content key, as a component drawing it where the nearest `GlyphSprite` places the
 * site's glyphs (the glyph sprite `glyphs/glyphs.svg`, lucide's icons, written by
 * `tools/icons/generate-sprites.mjs`, or the page's own paths): `<svg><use/></svg>` in lucide's 24-unit
 * box, stroked in the current text colour. It takes SVG props, so it can be given where a component or
 * element is expected (`icon: <Check />`).
 */
export const glyphs = Object.fromEntries(iconKeys.map((key) => [key, contentGlyph(key)])) as Readonly<
  Record<IconKey, SvgComponent>
>;

/** A glyph's size, colour, tile and label, as the design system's Icon takes them, and its content key. */
export type ContentIconProps = Omit<IconProps, 'icon'> & { name: IconKey };

/**
 * A UI glyph by content key, through the design system's Icon (decorative unless `label` is given).
 * TypeScript rejects a key the content lacks.
 */
export function ContentIcon({ name, ...rest }: ContentIconProps) {
  return <Icon icon={glyphs[name]} {...rest} />;
}
