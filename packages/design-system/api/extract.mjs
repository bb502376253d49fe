/**
 * The design system's public API as API Extractor reports it: one report per entry point, read from
 * the built declarations in dist/: the root (`@agency/design-system`, the catalogue: components, hooks,
 * themes and tokens) in `design-system.api.md`, and each tier (`/foundations`, with the shared styles,
 * `/primitives`, `/patterns`) in `<tier>.api.md`.
 *
 *   node api/extract.mjs           builds the package if dist/ is older than its sources, then rewrites
 *                                  the reports (npm run api:report)
 *   extractApi({ localBuild })     what the package test runs against its own build, without writing
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';

export const packageDir = fileURLToPath(new URL('..', import.meta.url));
export const reportDir = join(packageDir, 'api');
const configFile = join(packageDir, 'api-extractor.json');
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

/** The entry points, from the package's `exports`: every subpath with types, the root named `design-system`. */
export const entryPoints = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target === 'object' && target.types)
  .map(([subpath, target]) => ({ name: subpath === '.' ? 'design-system' : subpath.slice(2), types: target.types }));

/** The report of an entry point: `api/<name>.api.md`. */
export const reportFile = (entryPoint) => join(reportDir, `${entryPoint}.api.md`);

/**
 * Runs API Extractor on each entry point's built declarations. With `localBuild`, rewrites the reports that
 * changed; without, compares them and writes nothing under api/ (the fresh reports go to
 * `reportTempFolder`). Every message goes to `onMessage` if given (the console otherwise); the diff of
 * a changed report is one of them. Returns, per entry point, whether its report changed and whether the run
 * succeeded (no error; for a check, no warning either, and a changed report is one).
 */
export function extractApi({ localBuild, reportTempFolder, onMessage }) {
  const base = ExtractorConfig.loadFile(configFile);
  let compilerState;
  return entryPoints.map(({ name, types }) => {
    const configObject = {
      ...base,
      mainEntryPointFilePath: join(packageDir, types),
      apiReport: {
        ...base.apiReport,
        reportFileName: name,
        ...(reportTempFolder && { reportTempFolder }),
      },
    };
    const config = ExtractorConfig.prepare({
      configObject,
      configObjectFullPath: configFile,
      packageJsonFullPath: join(packageDir, 'package.json'),
    });
    // One program for the three: the tsconfig holds every entry point.
    compilerState ??= CompilerState.create(config);
    const result = Extractor.invoke(config, {
      localBuild,
      compilerState,
      printApiReportDiff: !localBuild,
      messageCallback: onMessage
        ? (message) => {
            onMessage(name, message);
            message.handled = true;
          }
        : undefined,
    });
    return { entryPoint: name, changed: result.apiReportChanged, succeeded: result.succeeded };
  });
}

/** The names a report marks as forgotten exports: used in the entry point's types, importable from nowhere. */
export function forgottenExports(report) {
  return [...new Set([...report.matchAll(/\(ae-forgotten-export\) The symbol "([^"]+)"/g)].map((m) => m[1]))].sort();
}

/** Whether dist/ lacks an entry point's declarations, or is older than any file the build reads. */
function buildIsStale() {
  const built = entryPoints.map(({ types }) => join(packageDir, types));
  if (!built.every(existsSync)) return true;
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  const inputs = [
    ...filesUnder(join(packageDir, 'src')),
    ...filesUnder(join(packageDir, '../../tokens')),
    ...['package.json', 'vite.config.ts', 'tsconfig.build.json', '../../tsconfig.base.json'].map((f) =>
      join(packageDir, f),
    ),
  ];
  return inputs.some((file) => statSync(file).mtimeMs > builtAt);
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shown = (file) => relative(process.cwd(), file) || '.';
  if (process.argv.includes('--build') || buildIsStale()) {
    console.log('Building the package (npm run build -w @agency/design-system)…');
    // NODE_ENV=test (Vitest's) would build React's development JSX: build as a release does.
    const { NODE_ENV: _nodeEnv, ...env } = process.env;
    try {
      execFileSync('npm', ['run', 'build'], { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'], env });
    } catch {
      console.error('The package build failed (above): no report written.');
      process.exit(1);
    }
  } else {
    console.log(`${shown(join(packageDir, 'dist'))} is newer than its sources: not rebuilding (--build to force).`);
  }
  const results = extractApi({
    localBuild: true,
    // Errors and warnings only; the reports written are listed below.
    onMessage: (entryPoint, { logLevel, messageId, text }) => {
      const written = ['console-api-report-copied', 'console-api-report-created'].includes(messageId);
      if ((logLevel === 'error' || logLevel === 'warning') && !written) console.error(`[${entryPoint}] ${text}`);
    },
  });
  for (const { entryPoint, changed } of results) {
    const file = reportFile(entryPoint);
    const forgotten = forgottenExports(readFileSync(file, 'utf8'));
    console.log(
      `${shown(file)}: ${changed ? 'rewritten' : 'unchanged'}; ${forgotten.length} names used but not exported` +
        (forgotten.length ? ` (${forgotten.join(', ')})` : ''),
    );
  }
  if (results.some(({ changed }) => changed)) {
    console.log('The public API changed: commit the report(s) with a changeset (npx changeset).');
  }
  if (!results.every(({ succeeded }) => succeeded)) process.exitCode = 1;
}
