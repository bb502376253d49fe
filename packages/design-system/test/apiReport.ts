/**
 * The check that the built declarations have the public API of the committed reports
 * (`packages/design-system/api/<entry point>.api.md`, written by API Extractor: `npm run api:report`). It reads
 * `dist/`, so it runs inside package.test.ts, after that file's build: a test file of its own would run
 * beside it, while the build empties `dist/`.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { extractApi, reportDir, reportFile, entryPoints } from '../api/extract.mjs';

const repoRoot = join(reportDir, '../../..');

/** Throws, with what changed and how to accept it, when an entry point's API differs from its report. */
export function checkApiReport(): void {
  const temp = mkdtempSync(join(tmpdir(), 'ds-api-'));
  const messages: string[] = [];
  try {
    const results = extractApi({
      localBuild: false,
      reportTempFolder: temp,
      onMessage: (entryPoint: string, message: { logLevel: string; text: string; messageId: string }) => {
        if (message.logLevel === 'error' || message.logLevel === 'warning') {
          messages.push(`[${entryPoint}] (${message.messageId}) ${message.text}`);
        }
      },
    }) as Array<{ entryPoint: string; changed: boolean; succeeded: boolean }>;
    const reported = entryPoints.map(({ name }: { name: string }) => `${name}.api.md`);
    const stale = readdirSync(reportDir).filter((f) => f.endsWith('.api.md') && !reported.includes(f));
    const changed = results.filter((r) => r.changed).map((r) => relative(repoRoot, reportFile(r.entryPoint)));
    if (changed.length || stale.length || !results.every((r) => r.succeeded)) {
      throw new Error(
        [
          "The design system's public API is not what its committed API report says.",
          ...changed.map((file) => `  differs: ${file}`),
          ...stale.map(
            (file) =>
              `  reports an entry point the package no longer has: ${relative(repoRoot, join(reportDir, file))} (delete it)`,
          ),
          'If the change is intended, run `npm run api:report` and commit the rewritten report(s) with a changeset',
          '(`npx changeset`); otherwise undo the change. What API Extractor found:',
          '',
          ...messages,
        ].join('\n'),
      );
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
