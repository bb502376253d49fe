// @ts-check
/**
 * The site as it was built at a previous commit, for the benchmark to set beside today's: the commit's
 * files taken out of git (`git archive`, into a temp folder outside the repository, so nothing of
 * today's working tree or node_modules is read by mistake), built with its own
 * `node tools/build/prerender.mjs --out-dir <dir>`, and kept in
 * `node_modules/.cache/bench-previous/<ref>/site/` (with `built.json`: the commit, how its packages
 * were installed; and the commit's `firebase.json`, whose hosting settings serve that build), so the
 * next run with that ref only checks the commit and reuses it.
 *
 * Its packages: when its lockfile and today's install differ by no more than patch versions
 * (lockfileDrift.mjs), its node_modules is a folder of links to the repository's packages, its own
 * workspaces (`@agency/…`) linked to its own `packages/` and `site/`; otherwise `npm ci` in the temp
 * folder (a few minutes, once per ref).
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { driftSummary, lockfileDrift } from './lockfileDrift.mjs';

/** @typedef {import('./lockfileDrift.mjs').Lockfile} Lockfile */
/**
 * `firebaseJson`: whether the commit had a firebase.json (kept beside the build, to serve it as it was hosted).
 * @typedef {{ ref: string, commit: string, install: 'linked' | 'npm ci', drift: string, firebaseJson: boolean, builtAt: string }} BuildRecord
 * @typedef {BuildRecord & { outDir: string, firebaseJsonFile: string | undefined, cached: boolean }} PreviousBuild
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const repoModules = join(repoRoot, 'node_modules');
const cacheRoot = join(repoModules, '.cache', 'bench-previous');
/** What a build writes into its own node_modules (caches), never linked to the repository's. */
const ownEntries = new Set(['.cache', '.vite', '.vite-temp', '.package-lock.json']);

/** The full commit a ref names. @param {string} ref */
export function resolveCommit(ref) {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error(`--previous ${ref}: not a commit of this repository`);
  }
}

/** A ref as a folder name (`origin/main` → `origin_main`). @param {string} ref */
const folderName = (ref) => ref.replace(/[^\w.-]/g, '_');

/**
 * Runs a command, its output shown only when it fails.
 * @param {string} command @param {string[]} args @param {string} cwd
 */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(undefined)
        : reject(
            new Error(`${command} ${args.join(' ')} failed (exit code ${code}):\n${Buffer.concat(output).toString()}`),
          ),
    );
  });
}

/** The commit's files into `dir`. @param {string} commit @param {string} dir */
async function extract(commit, dir) {
  const archive = join(dir, '.source.tar');
  await run('git', ['-C', repoRoot, 'archive', '--format=tar', '-o', archive, commit], dir);
  await run('tar', ['-xf', archive, '-C', dir], dir);
  rmSync(archive);
}

/** @param {string} target @param {string} link */
function linkTo(target, link) {
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(relative(dirname(link), target), link);
}

/**
 * `sourceDir/node_modules` as links to the repository's packages (the `.bin` folder too), except the
 * previous commit's workspaces, linked to its own folders; and the packages npm had put inside a
 * workspace (`site/node_modules/x`) linked to the repository's same folder.
 * @param {string} sourceDir
 * @param {Lockfile} previousLock
 */
function linkPackages(sourceDir, previousLock) {
  const workspaces = Object.entries(previousLock.packages ?? {})
    .filter(([path, locked]) => locked.link && locked.resolved && path.startsWith('node_modules/'))
    .map(([path, locked]) => ({ path, resolved: /** @type {string} */ (locked.resolved) }));
  const workspaceScopes = new Set(
    workspaces.map(({ path }) => path.split('/')[1]).filter((name) => name?.startsWith('@')),
  );
  const modules = join(sourceDir, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(repoModules)) {
    if (ownEntries.has(name)) continue;
    if (!workspaceScopes.has(name)) {
      linkTo(join(repoModules, name), join(modules, name));
      continue;
    }
    for (const scoped of readdirSync(join(repoModules, name))) {
      const path = `node_modules/${name}/${scoped}`;
      if (!workspaces.some((workspace) => workspace.path === path))
        linkTo(join(repoModules, name, scoped), join(sourceDir, path));
    }
  }
  for (const { path, resolved } of workspaces) linkTo(join(sourceDir, resolved), join(sourceDir, path));
  for (const path of Object.keys(previousLock.packages ?? {})) {
    const inWorkspace = /^[^/].*?\/node_modules\/(@[^/]+\/)?[^/]+$/.test(path) && !path.startsWith('node_modules/');
    if (inWorkspace && existsSync(join(repoRoot, path))) linkTo(join(repoRoot, path), join(sourceDir, path));
  }
}

/** What npm installed in the repository (its hidden lockfile), else the repository's lockfile. */
function installedLock() {
  const hidden = join(repoModules, '.package-lock.json');
  return /** @type {Lockfile} */ (
    JSON.parse(readFileSync(existsSync(hidden) ? hidden : join(repoRoot, 'package-lock.json'), 'utf8'))
  );
}

/** @param {string} file @returns {BuildRecord | undefined} */
function readRecord(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The build of `ref`, from the cache when it holds that commit's build, else built now.
 * @param {string} ref
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<PreviousBuild>}
 */
export async function previousBuild(ref, { log = console.log } = {}) {
  const commit = resolveCommit(ref);
  const cacheDir = join(cacheRoot, folderName(ref));
  const outDir = join(cacheDir, 'site');
  const recordFile = join(cacheDir, 'built.json');
  const firebaseJsonFile = join(cacheDir, 'firebase.json');
  const record = readRecord(recordFile);
  if (record?.commit === commit && typeof record.firebaseJson === 'boolean' && existsSync(join(outDir, 'index.html')))
    return { ...record, outDir, firebaseJsonFile: record.firebaseJson ? firebaseJsonFile : undefined, cached: true };

  const sourceDir = mkdtempSync(join(tmpdir(), `bench-previous-${commit.slice(0, 7)}-`));
  const partialDir = `${outDir}.partial-${process.pid}`;
  try {
    log(`Previous build: ${ref} (${commit.slice(0, 7)}) into a temp folder…`);
    await extract(commit, sourceDir);
    /** @type {Lockfile} */
    const previousLock = JSON.parse(readFileSync(join(sourceDir, 'package-lock.json'), 'utf8'));
    const drift = lockfileDrift(previousLock, installedLock());
    const install = drift.reusable ? 'linked' : 'npm ci';
    log(`  its packages against today's install: ${driftSummary(drift)}: ${install}`);
    if (drift.reusable) linkPackages(sourceDir, previousLock);
    else await run('npm', ['ci', '--no-audit', '--no-fund'], sourceDir);
    log(`  building it (node tools/build/prerender.mjs --out-dir …)…`);
    mkdirSync(cacheDir, { recursive: true });
    rmSync(partialDir, { recursive: true, force: true });
    await run(
      process.execPath,
      [join(sourceDir, 'tools/build/prerender.mjs'), '--out-dir', partialDir, '--log-level', 'warn'],
      sourceDir,
    );
    rmSync(outDir, { recursive: true, force: true });
    renameSync(partialDir, outDir);
    const firebaseJson = existsSync(join(sourceDir, 'firebase.json'));
    if (firebaseJson) copyFileSync(join(sourceDir, 'firebase.json'), firebaseJsonFile);
    else rmSync(firebaseJsonFile, { force: true });
    /** @type {BuildRecord} */
    const built = { ref, commit, install, drift: driftSummary(drift), firebaseJson, builtAt: new Date().toISOString() };
    writeFileSync(recordFile, `${JSON.stringify(built, null, 2)}\n`);
    return { ...built, outDir, firebaseJsonFile: firebaseJson ? firebaseJsonFile : undefined, cached: false };
  } finally {
    rmSync(sourceDir, { recursive: true, force: true });
    rmSync(partialDir, { recursive: true, force: true });
  }
}
