/**
 * Builds the production site once and serves it as it will be hosted — the Firebase Hosting emulator
 * with the `hosting` settings of firebase.json (clean URLs, redirects, the Content-Security-Policy
 * and the other headers, the 404 page) — with the local stand-ins the site talks to: the inbox
 * (EmailJS's API) and the Firebase Auth emulator, in the same firebase-tools process as Hosting.
 * Every e2e file therefore runs under the production headers: a CSP violation is a console error,
 * which fails the test. Test files read the addresses with `inject(...)`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createUser } from '../../tools/auth/emulator.mjs';
import { buildSite } from '../../tools/build/build-site.mjs';
import { startEmulators } from '../../tools/firebase/emulators.mjs';
import { startInbox } from '../../tools/inbox/server.mjs';

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
  const [inbox] = await Promise.all([startInbox({ dir: inboxDir }), buildSite({ outDir })]);
  cleanups.push(inbox.close);
  // Hosting serves the finished build, so the emulators start after it.
  const emulators = await startEmulators({ only: ['auth', 'hosting'], hostingDir: outDir });
  cleanups.push(emulators.stop);
  await createUser();
  if (!emulators.hostingUrl) throw new Error('The Hosting emulator has no address');
  project.provide('baseURL', emulators.hostingUrl);
  project.provide('inboxURL', inbox.url);
}

export async function teardown() {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(inboxDir, { recursive: true, force: true });
}
