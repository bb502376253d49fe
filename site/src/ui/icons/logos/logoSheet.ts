import { createContext, useContext } from 'react';
import { spriteSymbols } from '../../../../../tools/icons/spriteSymbols';
import { drawingOf, type PageSheet } from '../pageSheet';

/** The logo sprites, by name (`logos/<name>.svg`). */
export type LogoSpriteName = 'social' | 'payment' | 'stack' | 'portfolio';

/**
 * The logos that a page's static HTML draws, held in the page (`PageSheet`): `<use href="#logo-social-github">`
 * in an `<svg>` with the logo's `viewBox`, instead of the sprite's URL. Islands draw from the sprite
 * files: there is no sheet in the browser, and their HTML is what they render there.
 */
export interface LogoSheet {
  /** The in-page href of a sprite's symbol, which the page then holds, and the `viewBox` to draw it in. */
  use(sprite: LogoSpriteName, key: string): { href: string; viewBox: string };
}

/** The page's logo sheet, while its static HTML renders (`entry-server`); null elsewhere. */
export const LogoSheetContext = createContext<LogoSheet | null>(null);

export const useLogoSheet = () => useContext(LogoSheetContext);

/** A sheet drawing from the sprites' text, by name. */
export function logoSheet(sheet: PageSheet, sprites: Readonly<Record<LogoSpriteName, string>>): LogoSheet {
  const symbolsOf = new Map(
    Object.entries(sprites).map(([sprite, text]) => [
      sprite,
      new Map(spriteSymbols(text).map((symbol) => [symbol.id, symbol])),
    ]),
  );
  return {
    use(sprite, key) {
      const symbol = symbolsOf.get(sprite)?.get(key);
      if (!symbol) throw new Error(`The ${sprite} sprite has no symbol "${key}"`);
      const viewBox = /\sviewBox="([^"]+)"/.exec(symbol.attributes)?.[1];
      if (!viewBox) throw new Error(`The ${sprite} sprite's symbol "${key}" has no viewBox`);
      const id = `logo-${sprite}-${key}`;
      const paint = symbol.attributes.replace(/\sviewBox="[^"]*"/, '');
      return { href: sheet.hold(id, viewBox, () => drawingOf(id, symbol.body, paint)), viewBox };
    },
  };
}
