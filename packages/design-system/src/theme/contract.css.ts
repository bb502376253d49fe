import { createThemeContract } from '@vanilla-extract/css';
import { themeFromTokens, type ThemeValues } from '../tokens';

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };

function shapeOf<T extends object>(values: T): Shape<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? null : shapeOf(value as object)]),
  ) as Shape<T>;
}

export type { ThemeValues };

/** The theme contract: CSS custom properties named after their token path. */
export const vars = createThemeContract(shapeOf(themeFromTokens('light')));
