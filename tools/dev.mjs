// @ts-check
/**
 * `npm start`: the site with everything it needs locally — the Vite dev server, the local inbox
 * (EmailJS's API) and the Firebase Auth emulator with the clinic demo user. Ctrl-C stops all three.
 * The dev server sends each page rendered on the server with its styles, as the build prerenders it
 * (`dev/serverRender.mjs`), so the splash paints from the HTML; it starts first, to warm up while the
 * emulator starts.
 */
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { serverRenderedPages } from './dev/serverRender.mjs';
import { printAddresses, startStandIns } from './localStandIns.mjs';
import { localPorts } from './ports.mjs';
import { onStop, stopAll } from './stopOnSignal.mjs';

const siteRoot = fileURLToPath(new URL('../site', import.meta.url));

try {
  const site = await createServer({
    root: siteRoot,
    configFile: `${siteRoot}/vite.config.ts`,
    server: { port: localPorts.devServer },
    plugins: [serverRenderedPages()],
  });
  await site.listen();
  onStop(() => site.close());
  const standIns = await startStandIns();
  printAddresses(['Site', site.resolvedUrls?.local[0] ?? `http://localhost:${localPorts.devServer}/`], standIns);
} catch (error) {
  console.error(error);
  await stopAll(1);
}
