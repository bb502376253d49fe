/**
 * Builds the production site once, with its copy without the splash beside it, and serves both as they will
 * be hosted — the Firebase Hosting emulator with the `hosting` settings of firebase.json (clean URLs,
 * redirects, the Content-Security-Policy and the other headers, the 404 page) — with the local
 * stand-ins the site talks to: the inbox (EmailJS's API) and the Firebase Auth emulator, in the same
 * firebase-tools process as Hosting. Every e2e file therefore runs under the production headers: a CSP
 * violation is a console error, which fails the test. Test files read the addresses with `inject(...)`
 * (through the harness's `url`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createUser } from '../../tools/auth/emulator.mjs';
import { buildSite } from '../../tools/build/prerender.mjs';
import { readBuiltRoutes } from '../../tools/build/routes.mjs';
import { startEmulators } from '../../tools/firebase/emulators.mjs';
import { startInbox } from '../../tools/inbox/server.mjs';
import { clearPageAttachments } from '../../tools/review/review.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each build is served (see `Build` in the harness). */
    siteURLs: Record<'shipped' | 'splashless', string>;
    inboxURL: string;
    /** The build's pages (from its `.vite/routes.json`): all of them, and the first of each route. */
    sitePages: { all: string[]; onePerRoute: string[] };
  }
}

// Fresh folders per run, so parallel runs never serve each other's half-written build.
const shippedDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
const splashlessDir = mkdtempSync(join(tmpdir(), 'site-e2e-splashless-'));
const inboxDir = mkdtempSync(join(tmpdir(), 'site-e2e-inbox-'));
const cleanups: Array<() => Promise<unknown>> = [];

export async function setup(project: TestProject) {
  // `npm run review` shows this run's page changes only (site/e2e/page-screenshots.e2e.ts).
  clearPageAttachments();
  const inbox = await startInbox({ dir: inboxDir });
  cleanups.push(inbox.close);
  await buildSite({ outDir: shippedDir, splashlessOutDir: splashlessDir });
  // Hosting serves the finished builds, so the emulators start after them.
  const emulators = await startEmulators({
    only: ['auth', 'hosting'],
    hostingDir: shippedDir,
    moreSites: { splashless: splashlessDir },
  });
  cleanups.push(emulators.stop);
  await createUser();
  const built = readBuiltRoutes(shippedDir);
  const splashlessURL = emulators.siteUrls.splashless;
  if (!emulators.hostingUrl || !splashlessURL) throw new Error('The Hosting emulator has no address');
  project.provide('siteURLs', { shipped: emulators.hostingUrl, splashless: splashlessURL });
  project.provide('inboxURL', inbox.url);
  project.provide('sitePages', { all: built.pages, onePerRoute: built.onePagePerRoute });
}

export async function teardown() {
  for (const cleanup of cleanups.reverse()) await cleanup();
  for (const dir of [shippedDir, splashlessDir, inboxDir]) rmSync(dir, { recursive: true, force: true });
}
