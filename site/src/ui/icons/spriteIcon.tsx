import type { SVGProps } from 'react';
import type { SvgComponent } from './types';

/** How the `<svg>` around the `<use>` paints a symbol's shapes, where the symbol leaves it to them. */
export type SpritePaint = Pick<SVGProps<SVGSVGElement>, 'fill' | 'stroke' | 'strokeWidth'>;

/**
 * An icon drawn from an SVG sprite (`tools/icons/generate-sprites.mjs` writes them): `<use>` points at the
 * sprite's `<symbol>`, so neither the page's HTML nor the JavaScript carries the icon's path data, and the
 * icon is two elements. The symbol's shapes inherit `paint` and the current text colour; the icon is sized
 * by its container (1em; the design system's Icon gives it its size). It takes any SVG prop (class,
 * style, aria-*). Decorative unless given an `aria-label` or `aria-labelledby`, then an image with that
 * name.
 */
export function spriteIcon(spriteUrl: string, key: string, paint: SpritePaint = {}): SvgComponent {
  const href = `${spriteUrl}#${key}`;
  function SpriteIcon(props: SVGProps<SVGSVGElement>) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
    return (
      <svg {...paint} width="1em" height="1em" {...(labelled ? { role: 'img' } : { 'aria-hidden': true })} {...props}>
        <use href={href} />
      </svg>
    );
  }
  SpriteIcon.displayName = `SpriteIcon(${key})`;
  return SpriteIcon;
}

/** Every icon of a sprite (its URL and its symbols' ids) as a component, by key. */
export function spriteIcons<K extends string>(
  spriteUrl: string,
  keys: readonly K[],
  paint?: SpritePaint,
): Record<K, SvgComponent> {
  return Object.fromEntries(keys.map((key) => [key, spriteIcon(spriteUrl, key, paint)])) as Record<K, SvgComponent>;
}
