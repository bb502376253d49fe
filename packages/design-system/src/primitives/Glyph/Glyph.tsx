import type { SVGProps } from 'react';
import type { GlyphName } from './glyphNames';
import { useGlyphHref } from './GlyphSprite';
import { SpriteSymbol, type SpriteIconComponent } from './spriteIcon';

export interface GlyphProps extends SVGProps<SVGSVGElement> {
  /** The glyph, by its name in the sprite. */
  name: GlyphName;
}

/**
 * One of the design system's glyphs (lucide's icons), drawn from the symbol the nearest `GlyphSprite`
 * points at: `<svg><use href="…/glyphs.svg#sun"/></svg>`, stroked in the current text colour. It takes
 * any SVG prop. Its `<svg>` is lucide's (24 px, the 24-unit viewBox), so it draws as the lucide icon it
 * replaces, pixel for pixel, in any box (in a box that is not square too); a `width`/`height` in CSS (a
 * class) wins. Hidden from assistive technology and never focusable, unless
 * given an `aria-label` or `aria-labelledby`: then an image with that name.
 */
export function Glyph({ name, ...props }: GlyphProps) {
  const href = useGlyphHref();
  return <SpriteSymbol viewBox="0 0 24 24" width={24} height={24} focusable="false" {...props} href={href(name)} />;
}

const glyphComponents = new Map<GlyphName, SpriteIconComponent>();

/**
 * A glyph as a component, for where a component is expected: Icon's `icon` (`<Icon icon={glyph('sun')}
 * size="sm" />`, sized by Icon's classes). The same component each time for a name.
 */
export function glyph(name: GlyphName): SpriteIconComponent {
  let component = glyphComponents.get(name);
  if (!component) {
    const NamedGlyph = (props: SVGProps<SVGSVGElement>) => <Glyph {...props} name={name} />;
    NamedGlyph.displayName = `Glyph(${name})`;
    component = NamedGlyph;
    glyphComponents.set(name, component);
  }
  return component;
}
