/**
 * The visitor's theme choice on a page that follows `systemTheme`: `system` (the operating system's
 * light or dark), or `light` / `dark` whatever the system says. The choice is the `data-theme`
 * attribute on `<html>` (absent for `system`) and is remembered in `localStorage`.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The attribute on the element carrying `systemTheme` that forces light or dark. */
export const themeChoiceAttribute = 'data-theme';

/** The `localStorage` key of a remembered choice. */
export const themeChoiceStorageKey = 'theme';

function isForced(value: unknown): value is 'light' | 'dark' {
  return value === 'light' || value === 'dark';
}

/** The choice the page shows now (`system` on the server). */
export function currentThemeChoice(root: HTMLElement | undefined = globalThis.document?.documentElement): ThemeChoice {
  const value = root?.getAttribute(themeChoiceAttribute);
  return isForced(value) ? value : 'system';
}

/** Shows the choice on the page at once and remembers it for the next visits. */
export function setThemeChoice(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (isForced(choice)) root.setAttribute(themeChoiceAttribute, choice);
  else root.removeAttribute(themeChoiceAttribute);
  try {
    if (isForced(choice)) localStorage.setItem(themeChoiceStorageKey, choice);
    else localStorage.removeItem(themeChoiceStorageKey);
  } catch {
    // Storage refused (private mode, blocked cookies): the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

/** Calls `listener` after every `setThemeChoice`; returns the unsubscribe function. */
export function subscribeThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks a theme switch's group, so a page's first script can show the remembered choice in it. */
export const themeSwitchAttribute = 'data-theme-switch';

/**
 * Applies a remembered choice to `<html>`, and shows it in the page's theme switches as soon as they
 * are parsed (their HTML says `system` until a script renders them). Self-contained (its source is
 * `themeChoiceScript`): run it as a small classic script in `<head>`, before the first paint, so a
 * visitor who chose dark never sees a light frame. A strict Content-Security-Policy needs it as a file
 * of its own, not inline.
 */
export function applyRememberedThemeChoice(): void {
  let choice: string | null = null;
  try {
    choice = localStorage.getItem('theme'); // = themeChoiceStorageKey
  } catch {
    // No storage: the system's scheme applies.
  }
  if (choice !== 'light' && choice !== 'dark') return;
  document.documentElement.setAttribute('data-theme', choice);
  document.addEventListener('DOMContentLoaded', () => {
    // = themeSwitchAttribute
    for (const input of document.querySelectorAll<HTMLInputElement>(`[data-theme-switch] input[value="${choice}"]`)) {
      input.checked = true;
    }
  });
}

/** The source of a classic script that applies the remembered choice (see `applyRememberedThemeChoice`). */
export const themeChoiceScript = `(${applyRememberedThemeChoice.toString()})();\n`;
