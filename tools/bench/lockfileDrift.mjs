// @ts-check
/**
 * Whether a previous commit can be built with the repository's installed node_modules instead of an
 * `npm ci` of its own: its package-lock.json set against the current one, package by package (every
 * `node_modules/…` path npm installs). The previous build may borrow the current install when nothing
 * it had is missing, no version moved by more than a patch, and no package it had would now resolve
 * to another copy (a nested copy added under a package or workspace it had shadows the hoisted one
 * that package used to get). Packages added since are harmless: its code never imports them.
 *
 * `current` is best npm's record of what it installed (`node_modules/.package-lock.json`): it holds
 * only what is on disk, so an optional package of another platform is absent from it, and counts as
 * missing only when it was not optional.
 */

/** @typedef {{ version?: string, link?: boolean, resolved?: string, optional?: boolean }} LockedPackage */
/** @typedef {{ packages?: Record<string, LockedPackage> }} Lockfile */
/** @typedef {{ path: string, from: string, to: string }} VersionChange */
/**
 * @typedef {{ missing: string[], minorOrMajor: VersionChange[], patch: VersionChange[], shadowing: string[],
 *   reusable: boolean }} LockfileDrift
 */

/** An installed package's path in a lockfile (`node_modules/a`, `node_modules/a/node_modules/b`). @param {string} path */
const isInstalled = (path) => path.startsWith('node_modules/') || path.includes('/node_modules/');

/** `major.minor` of a version, or the whole string when it is not `x.y.z`. @param {string} version */
const minorLine = (version) => /^(\d+\.\d+)\.\d+/.exec(version)?.[1] ?? version;

/**
 * @param {Lockfile} previous the previous commit's package-lock.json
 * @param {Lockfile} current the package-lock.json the repository's node_modules was installed from
 * @returns {LockfileDrift}
 */
export function lockfileDrift(previous, current) {
  const before = previous.packages ?? {};
  const now = current.packages ?? {};
  /** @type {string[]} */
  const missing = [];
  /** @type {VersionChange[]} */
  const minorOrMajor = [];
  /** @type {VersionChange[]} */
  const patch = [];
  for (const [path, locked] of Object.entries(before)) {
    if (!isInstalled(path)) continue;
    const installed = now[path];
    if (!installed) {
      // An optional package (another platform's binary) npm skips here, as it did for the previous commit.
      if (!locked.optional) missing.push(path);
      continue;
    }
    if (locked.link || installed.link) {
      // A workspace package: the previous build links its own copy, whatever the current one is.
      continue;
    }
    const from = locked.version ?? '';
    const to = installed.version ?? '';
    if (from === to) continue;
    (minorLine(from) === minorLine(to) ? patch : minorOrMajor).push({ path, from, to });
  }
  const shadowing = Object.keys(now).filter((path) => {
    const nestedAt = path.lastIndexOf('/node_modules/');
    if (nestedAt <= 0 || path in before) return false;
    return path.slice(0, nestedAt) in before;
  });
  return {
    missing,
    minorOrMajor,
    patch,
    shadowing,
    reusable: missing.length === 0 && minorOrMajor.length === 0 && shadowing.length === 0,
  };
}

/** One line saying how the two installs differ. @param {LockfileDrift} drift */
export function driftSummary(drift) {
  /** @param {VersionChange} change */
  const change = ({ path, from, to }) => `${path.replace(/^.*node_modules\//, '')} ${from} → ${to}`;
  const parts = [
    drift.missing.length ? `${drift.missing.length} missing (${drift.missing.slice(0, 3).join(', ')})` : '',
    drift.minorOrMajor.length
      ? `${drift.minorOrMajor.length} minor or major changes (${drift.minorOrMajor.slice(0, 3).map(change).join(', ')})`
      : '',
    drift.shadowing.length
      ? `${drift.shadowing.length} newly nested copies (${drift.shadowing.slice(0, 3).join(', ')})`
      : '',
    drift.patch.length ? `${drift.patch.length} patch changes (${drift.patch.slice(0, 5).map(change).join(', ')})` : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : 'the same versions';
}
