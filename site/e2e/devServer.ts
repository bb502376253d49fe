import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { serverRenderedPages } from '../../tools/dev/serverRender.mjs';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm start`'s dev server (Vite with `tools/dev/serverRender.mjs`, as `tools/dev.mjs` starts it) on a
 * port of its own, for the file's tests; `plugins` go before the page renderer. Call at the top level
 * of the file; the returned function gives its origin.
 */
export function useDevServer(plugins: Plugin[] = []): () => string {
  let server: Awaited<ReturnType<typeof createServer>> | undefined;
  let origin = '';
  beforeAll(async () => {
    server = await createServer({
      root: siteRoot,
      configFile: `${siteRoot}/vite.config.ts`,
      server: { port: 0, strictPort: false, host: '127.0.0.1' },
      logLevel: 'warn',
      plugins: [...plugins, serverRenderedPages()],
    });
    await server.listen();
    origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    // Warm: the page renderer's modules transformed, so a test's first page is not the cold one.
    await fetch(`${origin}/contact`);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => origin;
}
