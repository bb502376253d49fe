import { createThemeContract } from '@vanilla-extract/css';
import { baseValues, themeValues } from '../tokens';

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };

function shapeOf<T extends object>(values: T): Shape<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? null : shapeOf(value as object)]),
  ) as Shape<T>;
}

/** Everything a theme fills in. Components read only these variables. */
export const themeShape = {
  color: themeValues.light.color,
  shadow: themeValues.light.shadow,
  space: baseValues.space,
  radius: baseValues.radius,
  font: baseValues.font,
  zIndex: baseValues.zIndex,
  size: baseValues.size,
  duration: baseValues.motion.duration,
  easing: baseValues.motion.easing,
};

export type ThemeValues = typeof themeShape;

/** The theme contract: CSS custom properties named after their token path. */
export const vars = createThemeContract(shapeOf(themeShape));
