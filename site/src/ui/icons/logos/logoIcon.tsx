import type { SVGProps } from 'react';
import type { SvgComponent } from '../types';

/**
 * A logo drawn from an SVG sprite (`tools/icons/generate-logos.mjs` writes them): `<use>` points at the
 * sprite's `<symbol>`, so neither the page's HTML nor the JavaScript carries the logo's path data. It is
 * drawn in the current text colour (the symbol's shapes inherit fill and stroke, as react-icons set them)
 * and sized by its container (1em; the design system's Icon makes it fill its box). Decorative unless
 * given an `aria-label` or `aria-labelledby`, then an image with that name.
 */
export function spriteLogo(spriteUrl: string, key: string): SvgComponent {
  const href = `${spriteUrl}#${key}`;
  function Logo(props: SVGProps<SVGSVGElement>) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
    return (
      <svg
        stroke="currentColor"
        fill="currentColor"
        strokeWidth={0}
        width="1em"
        height="1em"
        {...(labelled ? { role: 'img' } : { 'aria-hidden': true })}
        {...props}
      >
        <use href={href} />
      </svg>
    );
  }
  Logo.displayName = `Logo(${key})`;
  return Logo;
}

/** Every logo of a sprite (its URL and its symbols' ids) as a component, by key. */
export function spriteLogos<K extends string>(spriteUrl: string, keys: readonly K[]): Record<K, SvgComponent> {
  return Object.fromEntries(keys.map((key) => [key, spriteLogo(spriteUrl, key)])) as Record<K, SvgComponent>;
}
