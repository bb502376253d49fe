import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import type { ThemeValues } from './contract.css';
import { themeStyle } from './brand';
import { themeRoot } from './ThemeRoot.css';

export interface ThemeRootProps extends HTMLAttributes<HTMLDivElement> {
  /** From `brandTheme(...)`: every component inside follows it. */
  theme: ThemeValues;
}

/**
 * Applies a theme to everything inside it, with the theme's page background and text colour.
 * Content portalled to `<body>` (the open Menu) is outside: use `applyTheme` on `<html>` for a whole page.
 */
export function ThemeRoot({ theme, className, style, ...rest }: ThemeRootProps) {
  return <div className={cx(themeRoot, className)} style={{ ...themeStyle(theme), ...style }} {...rest} />;
}
