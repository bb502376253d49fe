import { useSyncExternalStore } from 'react';
import { currentThemeChoice, setThemeChoice, subscribeThemeChoice, type ThemeChoice } from '../theme/themeChoice';

const onServer = (): ThemeChoice => 'system';

/**
 * The page's theme choice and the function that changes (and remembers) it. The server and the
 * hydrating render see `system`; the remembered choice follows at once.
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribeThemeChoice, () => currentThemeChoice(), onServer);
  return [choice, setThemeChoice];
}
