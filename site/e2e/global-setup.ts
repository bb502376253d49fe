/**
 * Builds the site once and serves the production build for the e2e project, with the local
 * stand-ins the site talks to: the inbox (EmailJS's API) and the Firebase Auth emulator. Test files
 * read the addresses with `inject(...)`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { createUser, startAuthEmulator } from '../../tools/auth/emulator.mjs';
import { startInbox } from '../../tools/inbox/server.mjs';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    inboxURL: string;
  }
}

// Fresh folders per run, so parallel runs never serve each other's half-written build.
const outDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
const inboxDir = mkdtempSync(join(tmpdir(), 'site-e2e-inbox-'));
const cleanups: Array<() => Promise<unknown>> = [];

export async function setup(project: TestProject) {
  const [inbox, auth] = await Promise.all([
    startInbox({ dir: inboxDir }),
    startAuthEmulator(),
    build({ root: siteRoot, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } }),
  ]);
  cleanups.push(inbox.close, auth.stop);
  await createUser();
  const server: PreviewServer = await preview({
    root: siteRoot,
    configFile,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  cleanups.push(() => server.close());
  const address = server.resolvedUrls?.local[0];
  if (!address) throw new Error('The preview server has no address');
  project.provide('baseURL', address.replace(/\/$/, ''));
  project.provide('inboxURL', inbox.url);
}

export async function teardown() {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(inboxDir, { recursive: true, force: true });
}
