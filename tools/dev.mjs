// @ts-check
/**
 * `npm start`: the site with everything it needs locally — the local inbox (EmailJS's API), the
 * Firebase Auth emulator with the clinic demo user, and the Vite dev server. Ctrl-C stops all three.
 * The dev server sends each page rendered on the server with its styles, as the build prerenders it
 * (`dev/serverRender.mjs`), so the splash paints from the HTML; it starts first, to warm up while the
 * emulator starts.
 */
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { createUser, demoUser } from './auth/emulator.mjs';
import { serverRenderedPages } from './dev/serverRender.mjs';
import { startEmulators } from './firebase/emulators.mjs';
import { startInbox } from './inbox/server.mjs';
import { onStop, stopAll } from './stopOnSignal.mjs';

const siteRoot = fileURLToPath(new URL('../site', import.meta.url));

try {
  const inbox = await startInbox({ quiet: false });
  onStop(inbox.close);
  const site = await createServer({
    root: siteRoot,
    configFile: `${siteRoot}/vite.config.ts`,
    server: { port: 5173 },
    plugins: [serverRenderedPages()],
  });
  await site.listen();
  onStop(() => site.close());
  console.log('Starting the Firebase Auth emulator (about 10 s)…');
  const auth = await startEmulators({ only: ['auth'] });
  onStop(auth.stop);
  await createUser();
  const siteUrl = site.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
  console.log(`
  Site            ${siteUrl}
  Local inbox     ${inbox.url}   (every message the forms send)
  Auth emulator   ${auth.authUrl}   (demo user: ${demoUser.email} / ${demoUser.password})

  Press Ctrl-C to stop all three.
`);
} catch (error) {
  console.error(error);
  await stopAll(1);
}
