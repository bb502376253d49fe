// @ts-check
/**
 * `npm run review`: a static HTML report of every story whose screenshot changed in the last run of
 * the storybook project, for designers to review offline: the baseline, the new image and their diff
 * side by side, grouped by component, each named after its story and theme.
 *
 * The storybook project leaves, for each failed screenshot comparison, the new image beside the
 * failure under `.vitest-attachments/<stories file>/` (its global setup clears them at the start of
 * every run, so they are the last run's); the baseline is the committed PNG in the `__screenshots__`
 * folder next to the stories. reg-cli builds the report from the two image folders. It opens from
 * the file system in any browser: no server.
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

/**
 * The changed screenshots of the last storybook run: for each, the component (the stories file's
 * name), the screenshot's name (story id and theme), the new image and the committed baseline.
 */
export function changedScreenshots() {
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
      return { component: basename(storiesFile, '.stories.tsx'), name, actual, baseline };
    })
    .sort((a, b) => a.component.localeCompare(b.component) || a.name.localeCompare(b.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const changed = changedScreenshots();
  rmSync(reportDir, { recursive: true, force: true });
  const expectedDir = join(reportDir, 'baseline');
  const actualDir = join(reportDir, 'new');
  const diffDir = join(reportDir, 'diff');
  for (const dir of [expectedDir, actualDir, diffDir]) mkdirSync(dir, { recursive: true });
  // reg-cli pairs images by their path below each folder: <component>/<story and theme>.png.
  for (const { component, name, actual, baseline } of changed) {
    cpSync(actual, join(actualDir, component, `${name}.png`));
    if (existsSync(baseline)) cpSync(baseline, join(expectedDir, component, `${name}.png`));
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
  const components = new Set(changed.map((item) => item.component));
  console.log(
    changed.length === 0
      ? `No screenshot changed in the last storybook run. Report: ${relative(root, report)}`
      : `${changed.length} changed screenshot(s) in ${components.size} component(s):\n` +
          changed.map((item) => `  ${item.component}${sep}${item.name}`).join('\n') +
          `\nReport (open it in any browser, no server needed): ${relative(root, report)}`,
  );
}
