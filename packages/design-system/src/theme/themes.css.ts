import { createTheme } from '@vanilla-extract/css';
import { themeFromTokens } from '../tokens';
import { vars } from './contract.css';

/** Class names that set every contract variable; put one on `<html>` or a wrapper. */
export const lightTheme = createTheme(vars, themeFromTokens('light'), 'light');
export const darkTheme = createTheme(vars, themeFromTokens('dark'), 'dark');
