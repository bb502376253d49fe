// @ts-check
/**
 * `npm run preview`: builds the production site into `site/dist` and serves it as it will be hosted —
 * through the Firebase Hosting emulator with the `hosting` settings of firebase.json (clean URLs,
 * redirects, security and cache headers, the 404 page) — with the local inbox and the Auth emulator
 * (the clinic demo user) in the same firebase-tools process. Ctrl-C stops everything.
 */
import { buildSite } from './build/prerender.mjs';
import { createUser, demoUser } from './auth/emulator.mjs';
import { startEmulators } from './firebase/emulators.mjs';
import { startInbox } from './inbox/server.mjs';
import { onStop, stopAll } from './stopOnSignal.mjs';

try {
  console.log('Building the production site…');
  const { outDir } = await buildSite({ logLevel: 'warn' });
  const inbox = await startInbox({ quiet: false });
  onStop(inbox.close);
  console.log('Starting the Firebase Hosting and Auth emulators (about 10 s)…');
  const emulators = await startEmulators({ only: ['auth', 'hosting'], hostingDir: outDir });
  onStop(emulators.stop);
  await createUser();
  console.log(`
  Site (production build, Hosting emulator)   ${emulators.hostingUrl}   (serving ${outDir})
  Local inbox                                 ${inbox.url}   (every message the forms send)
  Auth emulator                               ${emulators.authUrl}   (demo user: ${demoUser.email} / ${demoUser.password})

  Press Ctrl-C to stop all three.
`);
} catch (error) {
  console.error(error);
  await stopAll(1);
}
