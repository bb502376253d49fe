/**
 * The README is a guide a newcomer follows: short, without run logs, and every path it names exists
 * (a link, a path in backticks, a line of the folder map).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const lines = readme.split('\n');

/** What the README names but the repository only gets once something has run. */
const made = ['site/dist', 'site/.env.local', 'site/.env.production', 'storybook-static/', '.inbox/'];

/** A path with a placeholder (`<slug>`, `<Name>`) exists when the folder before it does. */
function exists(path: string): boolean {
  const placeholder = path.indexOf('<');
  const known = placeholder === -1 ? path : path.slice(0, path.lastIndexOf('/', placeholder) + 1);
  return made.includes(path) || existsSync(join(root, known));
}

/** GitHub's anchor for a heading. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): string[] {
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => anchor(line.replace(/^#+ /, '')));
}

describe('README.md', () => {
  it('is at most 200 lines', () => {
    expect(lines.length).toBeLessThanOrEqual(200);
  });

  it('holds no date of a run and no commit hash (examples in code blocks aside)', () => {
    const prose = readme.replace(/^ *```[^]*?^ *```/gm, '');
    expect(prose.match(/\b20\d\d-\d\d-\d\d\b/g) ?? []).toEqual([]);
    const hashes = (prose.match(/\b[0-9a-f]{7,40}\b/g) ?? []).filter((word) => /\d/.test(word) && /[a-f]/.test(word));
    expect(hashes).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
    const local = links.filter((link) => !/^[a-z]+:/.test(link));
    expect(local.length).toBeGreaterThan(5);
    const broken = local.filter((link) => {
      const [file, hash] = link.split('#') as [string, string | undefined];
      if (!existsSync(join(root, file))) return true;
      return hash !== undefined && !anchorsOf(file).includes(hash);
    });
    expect(broken).toEqual([]);
  });

  it('names in backticks only paths that exist', () => {
    const tops = ['site/', 'packages/', 'tools/', 'docs/', 'bench/', 'tokens/', '.ci/', '.storybook/'];
    const paths = [...readme.matchAll(/`([^`\s]+)`/g)]
      .map((match) => match[1]!)
      .filter((text) => tops.some((top) => text.startsWith(top)));
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((path) => !exists(path))).toEqual([]);
  });

  it('maps only folders and files that exist', () => {
    const start = lines.indexOf('## Folder map');
    const open = lines.indexOf('```', start);
    const close = lines.indexOf('```', open + 1);
    let parent = '';
    const missing: string[] = [];
    for (const line of lines.slice(open + 1, close)) {
      const entry = /^( *)(\S+)\s/.exec(line);
      if (!entry || entry[1]!.length > 2) continue; // a description's second line
      const names = entry[2]!.replace(/,$/, '');
      const nested = entry[1]!.length === 2;
      if (!nested) parent = names;
      // `src/outbox/, src/sw/`: two entries on one line.
      const all = nested
        ? line
            .trim()
            .split(/\s{2,}/)[0]!
            .split(', ')
        : [names];
      for (const name of all) if (!exists(nested ? `${parent}${name}` : name)) missing.push(name);
    }
    expect(close - open).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
