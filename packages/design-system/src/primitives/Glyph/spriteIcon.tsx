import type { ComponentType, SVGProps } from 'react';

/** How the `<svg>` around the `<use>` paints a symbol's shapes, where the symbol leaves it to them. */
export type SpritePaint = Pick<SVGProps<SVGSVGElement>, 'fill' | 'stroke' | 'strokeWidth'>;

/** A component drawing one icon as an `<svg>`; it takes any SVG prop. */
export type SpriteIconComponent = ComponentType<SVGProps<SVGSVGElement>>;

export interface SpriteSymbolProps extends SVGProps<SVGSVGElement> {
  /** The symbol: the sprite's URL and the symbol's id (`/glyphs.svg#sun`). */
  href: string;
  paint?: SpritePaint;
}

/**
 * An icon drawn from an SVG sprite: `<use>` points at the sprite's `<symbol>`, so neither the page's HTML
 * nor the JavaScript carries the icon's path data, and the icon is two elements. The symbol's shapes
 * inherit `paint` and the current text colour; the icon is 1em square unless sized (by CSS, or by
 * `width`/`height`). Decorative unless given an `aria-label` or `aria-labelledby`, then an image with that
 * name.
 */
export function SpriteSymbol({ href, paint, ...props }: SpriteSymbolProps) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg {...paint} width="1em" height="1em" {...(labelled ? { role: 'img' } : { 'aria-hidden': true })} {...props}>
      <use href={href} />
    </svg>
  );
}

/**
 * One symbol of a sprite served at `spriteUrl` as a component (`<SpriteSymbol>` with its href), for
 * where a component is expected, such as Icon's `icon`.
 */
export function spriteIcon(spriteUrl: string, key: string, paint?: SpritePaint): SpriteIconComponent {
  const href = `${spriteUrl}#${key}`;
  function SpriteIcon(props: SVGProps<SVGSVGElement>) {
    return <SpriteSymbol {...props} href={href} paint={paint} />;
  }
  SpriteIcon.displayName = `SpriteIcon(${key})`;
  return SpriteIcon;
}

/** Every icon of a sprite (its URL and its symbols' ids) as a component, by key. */
export function spriteIcons<K extends string>(
  spriteUrl: string,
  keys: readonly K[],
  paint?: SpritePaint,
): Record<K, SpriteIconComponent> {
  return Object.fromEntries(keys.map((key) => [key, spriteIcon(spriteUrl, key, paint)])) as Record<
    K,
    SpriteIconComponent
  >;
}
