import { breakpoints, type Breakpoint } from '../tokens/runtime';

/** `@media (min-width: …)` for a breakpoint token, for vanilla-extract `@media` blocks. */
export const mediaUp = (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`;
/** Below a breakpoint (exclusive). */
export const mediaDown = (bp: Breakpoint) => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;
export const reducedMotion = '(prefers-reduced-motion: reduce)';
