// @ts-check
/**
 * For the long-running local commands (`npm start`, `npm run preview`): what they started is stopped
 * in reverse order on Ctrl-C (SIGINT), SIGTERM, or a failure to start, then the process exits.
 */

/** @type {Array<() => Promise<unknown>>} */
const stops = [];
let stopping = false;

/** Registers how to stop something that has started. @param {() => Promise<unknown>} stop */
export function onStop(stop) {
  stops.push(stop);
}

/** Stops everything registered, newest first, and exits with `code`. */
export async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  for (const stop of stops.reverse()) await stop().catch((/** @type {unknown} */ error) => console.error(error));
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
