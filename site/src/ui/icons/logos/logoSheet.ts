import { createContext, useContext } from 'react';
import { spriteSymbols } from '../../../../../tools/icons/spriteSymbols';

/** The logo sprites, by name (`logos/<name>.svg`). */
export type LogoSpriteName = 'social' | 'payment' | 'stack' | 'portfolio';

/**
 * The logos that a page's static HTML draws, each symbol once in the page: `<use href="#logo-social-github">`
 * instead of the sprite's URL. Chromium builds a document of its own for every sprite an external `<use>`
 * points at, main-thread work after the first paint; in-page symbols need none. Islands draw from the
 * sprite files: there is no sheet in the browser, and their HTML is what they render there.
 */
export interface LogoSheet {
  /** The in-page href of a sprite's symbol, which the sheet then holds. */
  use(sprite: LogoSpriteName, key: string): string;
  /**
   * An `<svg>` out of the layout (`display: none`: `<use>` draws from it all the same) holding every
   * symbol used, for the end of the page; empty when none was.
   */
  markup(): string;
}

/** The page's logo sheet, while its static HTML renders (`entry-server`); null elsewhere. */
export const LogoSheetContext = createContext<LogoSheet | null>(null);

export const useLogoSheet = () => useContext(LogoSheetContext);

/** A sheet drawing from the sprites' text, by name. */
export function logoSheet(sprites: Readonly<Record<LogoSpriteName, string>>): LogoSheet {
  const symbolsOf = new Map(
    Object.entries(sprites).map(([sprite, text]) => [
      sprite,
      new Map(spriteSymbols(text).map((symbol) => [symbol.id, symbol])),
    ]),
  );
  const symbols = new Map<string, string>();
  return {
    use(sprite, key) {
      const id = `logo-${sprite}-${key}`;
      if (!symbols.has(id)) {
        const symbol = symbolsOf.get(sprite)?.get(key);
        if (!symbol) throw new Error(`The ${sprite} sprite has no symbol "${key}"`);
        symbols.set(id, `<symbol id="${id}"${symbol.attributes}>${symbol.body}</symbol>`);
      }
      return `#${id}`;
    },
    markup: () =>
      symbols.size === 0
        ? ''
        : `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${[...symbols.values()].join('')}</svg>`,
  };
}
