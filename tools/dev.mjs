// @ts-check
/**
 * `npm start`: the site with everything it needs locally — the local inbox (EmailJS's API), the
 * Firebase Auth emulator with the clinic demo user, and the Vite dev server. Ctrl-C stops all three.
 */
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { createUser, demoUser, startAuthEmulator } from './auth/emulator.mjs';
import { startInbox } from './inbox/server.mjs';

const siteRoot = fileURLToPath(new URL('../site', import.meta.url));
/** @type {Array<() => Promise<unknown>>} */
const stops = [];
let stopping = false;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  for (const stop of stops.reverse()) await stop().catch((/** @type {unknown} */ error) => console.error(error));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  const inbox = await startInbox({ quiet: false });
  stops.push(inbox.close);
  console.log('Starting the Firebase Auth emulator (about 10 s)…');
  const auth = await startAuthEmulator();
  stops.push(auth.stop);
  await createUser();
  const site = await createServer({ root: siteRoot, configFile: `${siteRoot}/vite.config.ts`, server: { port: 5173 } });
  await site.listen();
  stops.push(() => site.close());
  const siteUrl = site.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
  console.log(`
  Site            ${siteUrl}
  Local inbox     ${inbox.url}   (every message the forms send)
  Auth emulator   ${auth.url}   (demo user: ${demoUser.email} / ${demoUser.password})

  Press Ctrl-C to stop all three.
`);
} catch (error) {
  console.error(error);
  await stopAll(1);
}
