// Harbour Lane's brand: its own colours and corners over the design system's light and dark themes.
import { applyTheme, brandTheme, currentThemeChoice, subscribeThemeChoice } from '@agency/design-system';
import tokens from './brand.json';

/** The whole theme contract in each scheme: the brand's values, the package's for the rest. */
export const harbourLane = {
  light: brandTheme(tokens.light, 'light'),
  dark: brandTheme(tokens.dark, 'dark'),
};

/**
 * Puts the brand on `root` in the scheme the page shows, and again whenever that changes: the
 * visitor's choice in a `ThemeSwitch` or, while they leave it to the system, the system's.
 */
export function followBrand(root: HTMLElement): void {
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    const choice = currentThemeChoice(root);
    const dark = choice === 'dark' || (choice === 'system' && systemDark.matches);
    applyTheme(root, dark ? harbourLane.dark : harbourLane.light);
  };
  apply();
  subscribeThemeChoice(apply);
  systemDark.addEventListener('change', apply);
}
