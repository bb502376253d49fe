import { SpriteSymbol, type SpritePaint } from '@agency/design-system';
import type { SVGProps } from 'react';
import type { SvgComponent } from '../types';
import { useLogoSheet, type LogoSpriteName } from './logoSheet';

/**
 * react-icons' colouring, which the logo symbols leave to the `<svg>` around them: fill and stroke in the
 * current text colour, no stroke width (a symbol drawn with a stroke, such as lucide's "Machine Learning"
 * mark, sets its own).
 */
const logoPaint: SpritePaint = { stroke: 'currentColor', fill: 'currentColor', strokeWidth: 0 };

/**
 * Every logo of a sprite (its name, its URL and its symbols' ids) as a component, by key: `<svg><use/></svg>`,
 * in the current text colour (see the design system's `SpriteSymbol`). In a page's static HTML the symbol
 * is the page's own (`LogoSheet`); in an island, the sprite's.
 */
export function spriteLogos<K extends string>(
  sprite: LogoSpriteName,
  spriteUrl: string,
  keys: readonly K[],
): Record<K, SvgComponent> {
  const logo = (key: K) => {
    function Logo(props: SVGProps<SVGSVGElement>) {
      const held = useLogoSheet()?.use(sprite, key);
      return held ? (
        <SpriteSymbol {...props} viewBox={held.viewBox} href={held.href} paint={logoPaint} />
      ) : (
        <SpriteSymbol {...props} href={`${spriteUrl}#${key}`} paint={logoPaint} />
      );
    }
    Logo.displayName = `Logo(${sprite}#${key})`;
    return Logo;
  };
  return Object.fromEntries(keys.map((key) => [key, logo(key)])) as Record<K, SvgComponent>;
}
