// @ts-check
/**
 * `npm run review`: a static HTML report of every screenshot that changed in the last runs, for
 * designers to review offline: the baseline, the new image and their diff side by side, in groups —
 * "Pages" (whole routes, from the e2e project) first, then one group per component (its stories, from
 * the storybook project), each image named after its story or route, width and theme.
 *
 * - Stories: the storybook project leaves, for each failed screenshot comparison, the new image under
 *   `.vitest-attachments/<stories file>/`; the baseline is the committed PNG in the `__screenshots__`
 *   folder next to the stories.
 * - Pages: `site/e2e/page-screenshots.e2e.ts` leaves `<name>-actual.png` and `<name>-diff.png` under
 *   `.vitest-attachments/pages/` for a page that differs from its baseline in
 *   `site/e2e/__screenshots__/pages/<name>.png`, and `<name>-new.png` for a page that had no baseline.
 *
 * Each project's global setup clears its own attachments at the start of its run, so the report shows
 * the changes of the last storybook run and the last e2e run. reg-cli builds the report from the two
 * image folders. It opens from the file system in any browser: no server.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const attachmentsDir = join(root, '.vitest-attachments');
export const reportDir = join(root, 'storybook-review');
const regCli = join(root, 'node_modules/.bin/reg-cli');

/** The suffix Vitest gives the new image of a failed comparison (Debian's Chromium on Linux). */
const actualSuffix = '-actual-chromium-linux.png';

/** The committed page baselines: `<route name>-<width>-<theme>.png`. */
export const pageBaselinesDir = join(root, 'site/e2e/__screenshots__/pages');
/** What the last e2e run's page comparisons left (git-ignored, as all of `.vitest-attachments/`). */
export const pageAttachmentsDir = join(attachmentsDir, 'pages');
/** The report's group for whole pages. */
const pagesGroup = 'Pages';

/**
 * The files a page comparison leaves in {@link pageAttachmentsDir}: the page as it is now and the
 * diff when it differs from its baseline; only the page, as `new`, when it had none (it is the
 * baseline now).
 * @param {string} name
 */
export function pageAttachments(name) {
  const file = (/** @type {string} */ kind) => join(pageAttachmentsDir, `${name}-${kind}.png`);
  return { actual: file('actual'), diff: file('diff'), new: file('new') };
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** What failed story comparisons left: files under a `<stories file>/` folder of the attachments. */
function storyAttachments() {
  return filesUnder(attachmentsDir).filter((path) => dirname(path).endsWith('.stories.tsx'));
}

/** Removes what earlier storybook runs left (the storybook project's global setup calls it first). */
export function clearStoryAttachments() {
  for (const dir of new Set(storyAttachments().map((path) => dirname(path))))
    rmSync(dir, { recursive: true, force: true });
}

/** Removes what earlier e2e runs left of the page comparisons (the e2e project's global setup calls it first). */
export function clearPageAttachments() {
  rmSync(pageAttachmentsDir, { recursive: true, force: true });
}

/**
 * @typedef {{ group: string, name: string, actual: string, baseline: string | undefined }} ChangedScreenshot
 * `group`: the component or "Pages"; `baseline`: undefined for a new screenshot.
 */

/**
 * The changed screenshots of the last storybook run: for each, the component (the stories file's
 * name), the screenshot's name (story id and theme), the new image and the committed baseline.
 * @returns {ChangedScreenshot[]}
 */
export function changedStoryScreenshots() {
  return storyAttachments()
    .filter((path) => path.endsWith(actualSuffix))
    .map((actual) => {
      const storiesFile = relative(attachmentsDir, dirname(actual));
      const name = basename(actual, actualSuffix);
      const baseline = join(
        root,
        dirname(storiesFile),
        '__screenshots__',
        basename(storiesFile),
        `${name}-chromium-linux.png`,
      );
      return {
        group: basename(storiesFile, '.stories.tsx'),
        name,
        actual,
        baseline: existsSync(baseline) ? baseline : undefined,
      };
    });
}

/**
 * The changed and new page screenshots of the last e2e run (route name, width and theme).
 * @returns {ChangedScreenshot[]}
 */
export function changedPageScreenshots() {
  if (!existsSync(pageAttachmentsDir)) return [];
  return readdirSync(pageAttachmentsDir).flatMap((file) => {
    const changed = /^(.+)-(actual|new)\.png$/.exec(file);
    if (!changed) return [];
    const [, name = '', kind] = changed;
    const actual = join(pageAttachmentsDir, file);
    return [
      { group: pagesGroup, name, actual, baseline: kind === 'new' ? undefined : join(pageBaselinesDir, `${name}.png`) },
    ];
  });
}

/** Every changed screenshot of the last runs: pages first, then the stories by component. */
export function changedScreenshots() {
  const byName = (/** @type {ChangedScreenshot} */ a, /** @type {ChangedScreenshot} */ b) =>
    a.group.localeCompare(b.group) || a.name.localeCompare(b.name);
  return [...changedPageScreenshots().sort(byName), ...changedStoryScreenshots().sort(byName)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const changed = changedScreenshots();
  rmSync(reportDir, { recursive: true, force: true });
  const expectedDir = join(reportDir, 'baseline');
  const actualDir = join(reportDir, 'new');
  const diffDir = join(reportDir, 'diff');
  for (const dir of [expectedDir, actualDir, diffDir]) mkdirSync(dir, { recursive: true });
  // reg-cli pairs images by their path below each folder, and groups them by it: <group>/<name>.png.
  for (const { group, name, actual, baseline } of changed) {
    cpSync(actual, join(actualDir, group, `${name}.png`));
    if (baseline && existsSync(baseline)) cpSync(baseline, join(expectedDir, group, `${name}.png`));
  }
  const report = join(reportDir, 'index.html');
  const result = spawnSync(
    regCli,
    [
      actualDir,
      expectedDir,
      diffDir,
      '--report',
      report,
      '--json',
      join(reportDir, 'reg.json'),
      '--matchingThreshold',
      '0.01',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  // reg-cli exits non-zero when it finds differences: that is the report's content, not a failure.
  if (result.error || !existsSync(report)) {
    console.error(result.stderr || result.error);
    process.exit(1);
  }
  const pages = changed.filter((item) => item.group === pagesGroup).length;
  const components = new Set(changed.filter((item) => item.group !== pagesGroup).map((item) => item.group));
  console.log(
    changed.length === 0
      ? `No screenshot changed in the last storybook and e2e runs. Report: ${relative(root, report)}`
      : `${changed.length} changed screenshot(s): ${pages} of pages, ${changed.length - pages} of stories in ${components.size} component(s):\n` +
          changed.map((item) => `  ${item.group}${sep}${item.name}${item.baseline ? '' : ' (new)'}`).join('\n') +
          `\nReport (open it in any browser, no server needed): ${relative(root, report)}`,
  );
}
