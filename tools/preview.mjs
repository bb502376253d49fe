// @ts-check
/**
 * `npm run preview`: builds the production site into `site/dist` and serves it as it will be hosted —
 * through the Firebase Hosting emulator with the `hosting` settings of firebase.json (clean URLs,
 * redirects, security and cache headers, the 404 page) — with the local inbox and the Auth emulator
 * (the clinic demo user) in the same firebase-tools process. Ctrl-C stops everything.
 */
import { buildSite } from './build/prerender.mjs';
import { printAddresses, startStandIns } from './localStandIns.mjs';
import { stopAll } from './stopOnSignal.mjs';

try {
  console.log('Building the production site…');
  const { outDir } = await buildSite({ logLevel: 'warn' });
  const standIns = await startStandIns(outDir);
  const site = standIns.emulators.hostingUrl ?? '';
  printAddresses(['Site (production build, Hosting emulator)', site, `(serving ${outDir})`], standIns);
} catch (error) {
  console.error(error);
  await stopAll(1);
}
