import { createTheme } from '@vanilla-extract/css';
import { baseValues, themeValues } from '../tokens';
import { vars, type ThemeValues } from './contract.css';

function themeFromTokens(name: keyof typeof themeValues): ThemeValues {
  return {
    color: themeValues[name].color,
    shadow: themeValues[name].shadow,
    space: baseValues.space,
    radius: baseValues.radius,
    font: baseValues.font,
    zIndex: baseValues.zIndex,
    size: baseValues.size,
    duration: baseValues.motion.duration,
    easing: baseValues.motion.easing,
  };
}

/** Class names that set every contract variable; put one on `<html>` or a wrapper. */
export const lightTheme = createTheme(vars, themeFromTokens('light'), 'light');
export const darkTheme = createTheme(vars, themeFromTokens('dark'), 'dark');
