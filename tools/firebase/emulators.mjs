// @ts-check
/**
 * The Firebase emulators for local runs, the e2e tests and the benchmark: ONE firebase-tools process
 * (a `demo-` project, no account) running the Auth emulator, the Hosting emulator, or both.
 *
 * The Hosting emulator serves a build folder with the `hosting` settings of the repository's
 * `firebase.json` (clean URLs, redirects, the security and cache headers, the 404 page). To serve any
 * folder (the e2e and the benchmark build into temp folders), each start writes a temporary
 * `firebase.json` derived from the root one with only `hosting.public` changed, and passes it with
 * `--config`. firebase-tools resolves `public` against the config file's folder, so it is written
 * relative to that folder (an absolute path does not work: it is joined onto the folder).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { authEmulatorUrl, enableProductionErrors, isAuthEmulatorUp, projectId } from '../auth/emulator.mjs';
import { localHost, localInboxOrigin, localPorts } from '../ports.mjs';

/** @typedef {'auth' | 'hosting'} EmulatorName */
/** @typedef {{ host: string, port: number }} Listen */

const rootConfigPath = fileURLToPath(new URL('../../firebase.json', import.meta.url));
const firebaseBin = fileURLToPath(new URL('../../node_modules/.bin/firebase', import.meta.url));
export const defaultHostingDir = fileURLToPath(new URL('../../site/dist', import.meta.url));

/** The repository's firebase.json. */
export function readFirebaseConfig() {
  return /** @type {{ hosting: Record<string, unknown>, emulators: Record<string, unknown> }} */ (
    JSON.parse(readFileSync(rootConfigPath, 'utf8'))
  );
}

const hostingListen = /** @type {Listen} */ (readFirebaseConfig().emulators.hosting);
/** Where the Hosting emulator serves the site (from firebase.json: http://127.0.0.1:5000). */
export const hostingUrl = `http://${hostingListen.host}:${hostingListen.port}`;

/**
 * The local stand-ins a build without accounts talks to (the inbox and the Auth emulator): a build
 * served here may connect to them; the deployed Content-Security-Policy never names them.
 */
export const localConnectSources = [localInboxOrigin, authEmulatorUrl];

/** The Content-Security-Policy as served here: the deployed one, its `connect-src` with the local stand-ins. */
export function localContentSecurityPolicy(/** @type {string} */ deployed) {
  return deployed.replace(/(connect-src [^;]*)/, `$1 ${localConnectSources.join(' ')}`);
}

/** @param {Record<string, unknown>} hosting */
function withLocalConnectSources(hosting) {
  const rules = /** @type {{ source: string, headers: { key: string, value: string }[] }[]} */ (hosting.headers);
  return {
    ...hosting,
    headers: rules.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === 'Content-Security-Policy'
          ? { ...header, value: localContentSecurityPolicy(header.value) }
          : header,
      ),
    })),
  };
}

/**
 * The root firebase.json with `hosting.public` changed to `hostingDir`, relative to `configDir`
 * where the config file is written, the local stand-ins added to the CSP's `connect-src` and the Auth
 * emulator on its port of tools/ports.mjs. With `moreSites` (site name → folder), the same hosting settings
 * serve each further folder as a site of its own, on a port of its own.
 *
 * @param {string} hostingDir
 * @param {string} configDir
 * @param {Record<string, string>} [moreSites]
 */
export function hostingConfigFor(hostingDir, configDir, moreSites = {}) {
  const root = readFirebaseConfig();
  // The Auth emulator listens on the port the site and the tools look for (tools/ports.mjs).
  const config = {
    ...root,
    emulators: { ...root.emulators, auth: { host: localHost, port: localPorts.authEmulator } },
  };
  const hosting = withLocalConnectSources(config.hosting);
  const site = (/** @type {string} */ dir) => ({ ...hosting, public: relative(configDir, resolve(dir)) || '.' });
  const names = Object.keys(moreSites);
  if (names.length === 0) return { ...config, hosting: site(hostingDir) };
  return {
    ...config,
    hosting: [
      { ...site(hostingDir), site: 'main' },
      ...names.map((name) => ({ ...site(/** @type {string} */ (moreSites[name])), site: name })),
    ],
  };
}

/** @param {string} url */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the emulators named in `only` in one firebase-tools process and resolves once each answers.
 * With `auth`, the Auth emulator gets production error behaviour (seed users with `createUser`).
 * With `hosting`, `hostingDir` (default `site/dist`) is served on {@link hostingUrl}; it must hold
 * the build before the start. `moreSites` (name → folder) serves further builds with the same
 * hosting settings, each on the port firebase-tools picks for it (`siteUrls`). `stop()` ends the
 * process and removes the temporary config.
 *
 * @param {{ only?: EmulatorName[], hostingDir?: string, moreSites?: Record<string, string>, quiet?: boolean,
 *   timeoutMs?: number }} [options]
 *   `quiet: false` shows firebase-tools' own output (one line per hosting request).
 */
export async function startEmulators({
  only = ['auth'],
  hostingDir = defaultHostingDir,
  moreSites = {},
  quiet = true,
  timeoutMs = 60_000,
} = {}) {
  const withAuth = only.includes('auth');
  const withHosting = only.includes('hosting');
  if (withAuth && (await answers(`${authEmulatorUrl}/`)))
    throw new Error(`Something already listens on ${authEmulatorUrl}; stop it first (npm start, npm run preview?).`);
  if (withHosting && (await answers(`${hostingUrl}/`)))
    throw new Error(`Something already listens on ${hostingUrl}; stop it first (npm run preview?).`);
  for (const dir of withHosting ? [hostingDir, ...Object.values(moreSites)] : [])
    if (!existsSync(join(dir, 'index.html')))
      throw new Error(`Nothing to serve: ${dir} has no index.html (build the site first).`);

  // The temp config folder is also firebase-tools' working folder, so its debug log stays out of the repo.
  const configDir = mkdtempSync(join(tmpdir(), 'firebase-emulators-'));
  const configPath = join(configDir, 'firebase.json');
  // No SPA fallback: every route is prerendered, and unknown paths get 404.html, as in production.
  if (withHosting && !existsSync(join(hostingDir, '404.html')))
    console.warn(`⚠ ${hostingDir} has no 404.html: unknown paths get the Hosting emulator's default 404 page.`);
  writeFileSync(configPath, `${JSON.stringify(hostingConfigFor(hostingDir, configDir, moreSites), null, 2)}\n`);

  const child = spawn(
    firebaseBin,
    ['emulators:start', '--only', only.join(','), '--project', projectId, '--config', configPath],
    {
      cwd: configDir,
      env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The last lines of output, to explain a failed start.
  /** @type {string[]} */
  const tail = [];
  /** Where each further site is served, as firebase-tools reports it. @type {Record<string, string>} */
  const siteUrls = {};
  let partial = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      // firebase-tools colours its output even when asked not to.
      const plain = stripVTControlCharacters(line);
      const served = /hosting\[([^\]]+)\]: Local server: (http:\/\/\S+)/.exec(plain);
      if (served?.[1] && served[2] && served[1] in moreSites) siteUrls[served[1]] = served[2];
      tail.push(plain);
    }
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout?.on('data', (chunk) => {
    keep(chunk);
    if (!quiet) process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    keep(chunk);
    if (!quiet) process.stderr.write(chunk);
  });
  // Never leave an emulator behind, whatever ends this process.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise((done) => child.once('exit', done));

  async function stop() {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    rmSync(configDir, { recursive: true, force: true });
  }

  const deadline = Date.now() + timeoutMs;
  const sitesUp = async () => {
    const urls = Object.keys(moreSites).map((name) => siteUrls[name]);
    if (urls.some((siteUrl) => siteUrl === undefined)) return false;
    return (await Promise.all(urls.map((siteUrl) => answers(`${siteUrl}/`)))).every(Boolean);
  };
  const ready = async () =>
    (!withAuth || (await isAuthEmulatorUp())) &&
    (!withHosting || ((await answers(`${hostingUrl}/`)) && (await sitesUp())));
  while (!(await ready())) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const why = child.exitCode !== null ? `exited with code ${child.exitCode}` : 'did not start in time';
      await stop();
      throw new Error(`The Firebase emulators (${only.join(', ')}) ${why}\n${tail.join('\n')}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  if (withAuth) await enableProductionErrors();
  return {
    /** The Auth emulator's address, when started. */
    authUrl: withAuth ? authEmulatorUrl : undefined,
    /** The Hosting emulator's address, when started. */
    hostingUrl: withHosting ? hostingUrl : undefined,
    /** The address of each of `moreSites`. */
    siteUrls,
    stop,
  };
}
