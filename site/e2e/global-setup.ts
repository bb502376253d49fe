/**
 * Builds the site once and serves the production build for the e2e project; every test file
 * reads its address with `inject('baseURL')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: PreviewServer | undefined;
// A fresh output folder per run, so parallel runs never serve each other's half-written build.
const outDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));

export async function setup(project: TestProject) {
  await build({ root: siteRoot, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  server = await preview({
    root: siteRoot,
    configFile,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  const address = server.resolvedUrls?.local[0];
  if (!address) throw new Error('The preview server has no address');
  project.provide('baseURL', address.replace(/\/$/, ''));
}

export async function teardown() {
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
