// The adopter's guide shows the files of a real app, `test/adopter/`, which the package test installs from
// the tarball, type-checks, builds and opens. The page imports each file with `?raw` and shows it in a
// `Source` block, so what it shows is the file; these tests keep the rest of the page honest: that it shows
// every file of the app, installs what the app imports, and promises nothing the app does not do.
import { readFileSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { themeFromTokens } from '../tokens';
import brand from '../../test/adopter/src/brand.json' with { type: 'json' };
import { contrastFailures } from '../../test/contrastFailures';
import pkg from '../../package.json' with { type: 'json' };
import { compileLikeStorybook } from './compileLikeStorybook';

const page = new URL('./Adopting.mdx', import.meta.url);
const mdx = readFileSync(page, 'utf8');
const appDir = new URL('../../test/adopter/', import.meta.url);

/** The app's files, relative to its folder. */
const appFiles = (readdirSync(appDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
  .filter((entry) => entry.isFile())
  .map((entry) => posix.relative(fileURLToPath(appDir), posix.join(entry.parentPath, entry.name)))
  .sort();

const read = (file: string) => readFileSync(new URL(file, appDir), 'utf8');

/** The packages a command line of the page's install block names. */
function installed(flags: RegExp): string[] {
  const block = /```sh\n([\s\S]*?)```/.exec(mdx)?.[1] ?? '';
  const line = block.split('\n').find((l) => l.startsWith('npm install') && flags.test(l)) ?? '';
  return line
    .split(/\s+/)
    .slice(2)
    .filter((word) => !word.startsWith('-'));
}

describe('Adopting.mdx', () => {
  it('compiles as Storybook compiles it, and shows every file of the adopter app in a Source block', async () => {
    const code = await compileLikeStorybook(page);
    const raw = [...code.matchAll(/^import (\w+) from ["']\.\.\/\.\.\/test\/adopter\/([^"']+)\?raw["'];$/gm)];
    const files = new Map(raw.map(([, name, file]) => [name!, file!]));
    const language = (file: string) =>
      ({ html: 'html', json: 'json', ts: 'ts', tsx: 'tsx' })[posix.extname(file).slice(1)];
    // Each file once, under its name, in a block that highlights it as what it is.
    const blocks = [...mdx.matchAll(/^(?:\*\*`([^`]+)`\*\*\n\n)?<Source language="(\w+)" code=\{(\w+)\} \/>$/gm)];
    const shown = blocks.map(([, label, lang, name]) => `${label} is ${files.get(name!)} (${lang})`);
    expect(shown.sort()).toEqual(appFiles.map((file) => `${file} is ${file} (${language(file)})`));
  });

  it("installs what the app imports, and the package's peer dependencies", () => {
    const dependencies = installed(/^npm install (?!--save-dev)/);
    const devDependencies = installed(/--save-dev/);
    expect(dependencies).toEqual(expect.arrayContaining([pkg.name, ...Object.keys(pkg.peerDependencies)]));

    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const sources = appFiles.filter((file) => /\.tsx?$/.test(file));
    const imported = new Set(
      sources.flatMap((file) =>
        [...read(file).matchAll(/(?:from|import)\s+'([^.'][^']*)'/g)].map((m) => packageOf(m[1]!)),
      ),
    );
    const tsconfig = JSON.parse(read('tsconfig.json'));
    for (const types of tsconfig.compilerOptions.types) imported.add(packageOf(types));
    expect([...imported].filter((name) => !dependencies.includes(name) && !devDependencies.includes(name))).toEqual([]);
    // What type-checks and builds it: TypeScript and React's types.
    expect(devDependencies).toEqual(expect.arrayContaining(['typescript', '@types/react', '@types/react-dom']));
  });

  it('type-checks its app as strictly as it says', () => {
    const { compilerOptions } = JSON.parse(read('tsconfig.json'));
    expect(compilerOptions).toMatchObject({
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
    });
    expect(compilerOptions.skipLibCheck).toBeUndefined();
    expect(mdx).toContain('`strict`');
    expect(mdx).toContain('`exactOptionalPropertyTypes`');
  });

  it.each(['light', 'dark'] as const)('has a brand whose text and background pairs keep WCAG AA in %s', (scheme) => {
    const colors: Record<string, string> = { ...themeFromTokens(scheme).color, ...brand[scheme].color };
    expect(contrastFailures(colors)).toEqual([]);
  });
});
