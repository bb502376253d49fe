// @ts-check
/**
 * What the long-running local commands (`npm start`, `npm run preview`) run beside the site: the local
 * inbox (EmailJS's API) and the Firebase emulators with the clinic demo user, each stopped on Ctrl-C
 * (`stopOnSignal.mjs`); and the lines that say where everything is.
 */
import { createUser, demoUser } from './auth/emulator.mjs';
import { startEmulators } from './firebase/emulators.mjs';
import { startInbox } from './inbox/server.mjs';
import { onStop } from './stopOnSignal.mjs';

/**
 * Starts the inbox, then the Auth emulator with the demo user, and Hosting serving `hostingDir` when given.
 * @param {string} [hostingDir]
 */
export async function startStandIns(hostingDir) {
  const inbox = await startInbox({ quiet: false });
  onStop(inbox.close);
  console.log(`Starting the Firebase ${hostingDir ? 'Hosting and Auth emulators' : 'Auth emulator'} (about 10 s)…`);
  const emulators = await startEmulators(hostingDir ? { only: ['auth', 'hosting'], hostingDir } : { only: ['auth'] });
  onStop(emulators.stop);
  await createUser();
  return { inbox, emulators };
}

/**
 * Prints where the site, the inbox and the Auth emulator answer, one aligned line each.
 * @param {[label: string, url: string, note?: string]} site
 * @param {Awaited<ReturnType<typeof startStandIns>>} standIns
 */
export function printAddresses(site, { inbox, emulators }) {
  /** @type {[string, string, string?][]} */
  const rows = [
    site,
    ['Local inbox', inbox.url, '(every message the forms send)'],
    ['Auth emulator', emulators.authUrl ?? '', `(demo user: ${demoUser.email} / ${demoUser.password})`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 3;
  const lines = rows.map(([label, url, note]) => `  ${label.padEnd(width)}${url}${note ? `   ${note}` : ''}`);
  console.log(`\n${lines.join('\n')}\n\n  Press Ctrl-C to stop all three.\n`);
}
