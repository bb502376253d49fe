import { createContext } from 'react';

/**
 * Selects a tab by its value, as a press on it would. Radix selects on mousedown, a key or focus; a
 * trigger also selects on `click`, so a click dispatched by script (`element.click()`) or by a tool
 * that sends no mousedown selects too.
 */
export const SelectTab = createContext<(value: string) => void>(() => {});
