/**
 * Whether the splash has uncovered the page yet: false while it covers it (and while prerendering),
 * true from the moment it leaves, for good. What the first view does not need waits for it (see
 * `deferredUntilUncovered`).
 */
let uncovered = false;
let releaseUncovered!: () => void;
const uncoveredPromise = new Promise<void>((resolve) => (releaseUncovered = resolve));

/** Called by the app shell when the splash leaves. */
export function markPageUncovered(): void {
  if (uncovered) return;
  uncovered = true;
  releaseUncovered();
}

/** Resolves once the page is uncovered (at once if it already is). */
export function whenPageUncovered(): Promise<void> {
  return uncoveredPromise;
}

/**
 * The measurement-only build without the splash (`VITE_BENCH_SKIP_SPLASH=1`, used by `npm run bench`
 * to measure the pages themselves). Never set in a shipped build.
 */
export const splashSkipped = import.meta.env.VITE_BENCH_SKIP_SPLASH === '1';

/**
 * How long the splash still has to show, counted from the start of the page load rather than from
 * when the script ran: the prerendered splash has been on screen since the first paint, so the
 * script's own loading time is part of the 3000 ms, never added to it.
 */
export function splashRemainingMs(durationMs: number, now = performance.now()): number {
  return Math.max(0, durationMs - now);
}
