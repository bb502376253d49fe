/**
 * The design system as its users meet it: built, linted as a package (publint, attw), measured against
 * its byte budget, packed, and installed from the tarball into a scratch project outside this repository
 * that holds four apps, each type-checked, built with Vite (its JS and CSS printed, gzip) and rendered in
 * Chromium under a brand of its own: `button-only/` (the theme, the font and one Button: its CSS must be
 * theirs and nothing more, since CSS follows the imports), `consumer/` (the root entry point, a carousel, a
 * form field), `landing/` (another company's landing page from the tier entry points only, with its own
 * tokens and font, compared with screenshots) and `adopter/` (the app the adopter's guide,
 * `src/docs/Adopting.mdx`, shows file by file: its brand in light and dark, a page of parts).
 *
 * The landing page's baselines are `__screenshots__/landing-{phone,desktop}-chromium-linux.png`. When one
 * differs, the page as it is now and the diff are left under `.vitest-attachments/` (the failure names
 * them); after an intended change, look at them, then accept it with
 *   UPDATE_SCREENSHOTS=1 npx vitest run --project package
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlessShellPath, testBrowserArgs } from '../../../tools/chromium.mjs';
import { pngDifference } from '../../../tools/pngDiff';
import { themeFromTokens } from '../src/tokens';
import { checkApiReport } from './apiReport';
import { contrastFailures } from './contrastFailures';
import budget from './budget.json' with { type: 'json' };
import adopterBrand from './adopter/src/brand.json' with { type: 'json' };
import landingTokens from './landing/src/tokens.json' with { type: 'json' };

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(packageDir, 'dist');
const repoRoot = join(packageDir, '../..');
const rootLock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8'));
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const lockedVersion = (name: string) => rootLock.packages[`node_modules/${name}`].version as string;

// Vitest sets NODE_ENV=test. Passed on, it would make Vite build the package and the apps for development:
// React's jsxDEV with this machine's file paths in the published JavaScript, React's development build in
// the apps, and sizes that are not what ships. The commands run as a release does.
const { NODE_ENV: _vitestNodeEnv, ...env } = process.env;

/** Runs a command; on failure, throws with what it printed, so the test report shows why. */
function run(cmd: string, args: string[], cwd: string): string {
  try {
    return execFileSync(cmd, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, CI: 'true' },
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${stdout}\n${stderr.replace(/^npm warn Unknown .*\n/gm, '')}`);
  }
}

let work: string;
let tarball: string;

beforeAll(() => {
  run('npm', ['run', 'build'], packageDir);
  work = mkdtempSync(join(tmpdir(), 'ds-consumer-'));
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], packageDir));
  tarball = join(work, packed[0].filename);
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the package', () => {
  it('has no publint problems', async () => {
    const { messages } = await publint({ pkgDir: packageDir, level: 'suggestion', pack: 'npm', strict: true });
    expect(messages.map((m) => formatMessage(m, pkg))).toEqual([]);
  });

  it('has the public API of its committed reports, per entry point (api/*.api.md; npm run api:report)', () => {
    checkApiReport();
  });

  it('has types that resolve for bundler and node16 ESM consumers, at each entry point (attw)', () => {
    // The whole system and each of its tiers.
    const entrypoints = ['.', './foundations', './primitives', './patterns'];
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(entrypoints));
    let output: string;
    try {
      output = execFileSync('npx', ['attw', tarball, '--entrypoints', ...entrypoints, '--format', 'json'], {
        cwd: packageDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        env,
      });
    } catch (error) {
      // attw exits 1 when it finds problems; its JSON report is still on stdout.
      output = (error as { stdout: string }).stdout;
    }
    const { analysis } = JSON.parse(output);
    // The package is ESM-only by design (a `require` consumer is told so by Node), so CommonJS resolution
    // modes are out of scope: this is attw's `esm-only` profile, applied to its JSON report.
    const esmProblems = (analysis.problems ?? []).filter(
      (p: { resolutionKind?: string }) => !['node10', 'node16-cjs'].includes(p.resolutionKind ?? ''),
    );
    expect(esmProblems).toEqual([]);
    expect(Object.keys(analysis.entrypoints)).toEqual(entrypoints);
  });

  it('ships only the build, and imports only its declared dependencies', () => {
    const listing = JSON.parse(run('npm', ['pack', '--dry-run', '--json'], packageDir))[0].files.map(
      (f: { path: string }) => f.path,
    );
    expect(listing.filter((path: string) => !/^(dist\/|package\.json$|README\.md$|CHANGELOG\.md$)/.test(path))).toEqual(
      [],
    );
    const js = distFiles('.js')
      .map((f) => readFileSync(join(dist, f), 'utf8'))
      .join('\n');
    const imported = new Set([...js.matchAll(/from\s*"([^".][^"]*)"/g)].map((m) => m[1]!));
    const declared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
    const undeclared = [...imported].filter((id) => !declared.some((dep) => id === dep || id.startsWith(`${dep}/`)));
    expect(undeclared).toEqual([]);
    expect(js).not.toMatch(/storybook|vitest|@agency\/site|\/site\//);
    // Built for production: no development JSX runtime, no file paths of the machine that built it.
    expect(js).not.toMatch(/jsx-dev-runtime|jsxDEV/);
    expect(js).not.toContain(repoRoot);
  });

  it('ships the glyph sprite its components draw from, as a file of its own', () => {
    expect(pkg.exports['./glyphs.svg']).toBe('./dist/glyphs.svg');
    const sprite = readFileSync(join(dist, 'glyphs.svg'), 'utf8');
    expect(sprite).toBe(readFileSync(join(packageDir, 'src/primitives/Glyph/glyphs.svg'), 'utf8'));
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg">\n/);
    expect(sprite).toContain('<symbol id="menu" viewBox="0 0 24 24" overflow="visible">');
    // Above Vite's inline limit (4 KB), so a bundler serves it as a file: `<use>` draws nothing from a data: URL.
    expect(sprite.length).toBeGreaterThan(4096);
  });

  it('stays within its byte budget', () => {
    const js = distFiles('.js');
    const figures = {
      // All modules gzipped together, as an app that imports everything would receive them. One by one
      // (what the tarball holds) they are larger, and printed for the record.
      jsGzipBytes: gzipSync(js.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n')).length,
      cssGzipBytes: gz('styles.css'),
      tarballBytes: readFileSync(tarball).length,
    };
    const jsOneByOne = js.reduce((sum, f) => sum + gz(f), 0);
    console.log(
      [
        'Design-system package size (gzip):',
        `  JS  ${kB(figures.jsGzipBytes)} of ${kB(budget.jsGzipBytes)} budget (${js.length} modules; ${kB(jsOneByOne)} gzipped one by one)`,
        `  CSS ${kB(figures.cssGzipBytes)} of ${kB(budget.cssGzipBytes)} budget (styles.css, every stylesheet in one file)`,
        `      theme.css ${kB(gz('theme.css'))}, fonts.css ${kB(gz('fonts.css'))}, Button ${kB(gz(...stylesheetsOf('primitives/Button/Button.js')))}`,
        `  tarball ${kB(figures.tarballBytes)} of ${kB(budget.tarballBytes)} budget`,
      ].join('\n'),
    );
    expect(figures.jsGzipBytes).toBeLessThanOrEqual(budget.jsGzipBytes);
    expect(figures.cssGzipBytes).toBeLessThanOrEqual(budget.cssGzipBytes);
    expect(figures.tarballBytes).toBeLessThanOrEqual(budget.tarballBytes);
  });

  it('has CSS that follows the imports: each component module imports its own stylesheet', () => {
    // The Button brings its recipe's stylesheet and nothing of other components; a pattern brings what it
    // composes (the form panel is drawn with the card's chrome).
    expect(stylesheetsOf('primitives/Button/Button.js')).toEqual(['primitives/Button/Button.css']);
    expect(stylesheetsOf('patterns/FormCard/FormCard.js')).toEqual(
      expect.arrayContaining(['primitives/Card/CardShell.css', 'patterns/FormCard/FormCard.css']),
    );
    // The theme is imported once by the app, never by a component.
    const everyStylesheet = new Set(
      ['index.js', 'foundations.js', 'primitives.js', 'patterns.js'].flatMap(stylesheetsOf),
    );
    expect(
      [...everyStylesheet].filter((file) => file.startsWith('theme.css') || /theme\/(global|themes)/.test(file)),
    ).toEqual([]);
    // Only CSS counts as a side effect: a bundler may drop any module, and its stylesheet, that is not used.
    expect(pkg.sideEffects.filter((pattern: string) => !pattern.startsWith('src/'))).toEqual(['**/*.css']);
    expect(pkg.exports['./theme.css']).toBe('./dist/theme.css');
  });

  it('has styles.css for those who want one file: the theme and every stylesheet, each rule once', () => {
    const rules = (css: string) =>
      (css.match(/(?:@[^{]+\{(?:[^{}]*\{[^}]*\})*[^{}]*\}|[^{}@]+\{[^}]*\})/g) ?? []).map((rule) => rule.trim());
    const parts = [
      'theme.css',
      ...distFiles('.css').filter((f) => !['styles.css', 'theme.css', 'fonts.css'].includes(f)),
    ];
    const expected = [...new Set(parts.flatMap((f) => rules(readFileSync(join(dist, f), 'utf8'))))].sort();
    const actual = rules(readFileSync(join(dist, 'styles.css'), 'utf8'));
    expect(actual.length).toBeGreaterThan(500);
    expect([...actual].sort()).toEqual(expected);
    expect(new Set(actual).size).toBe(actual.length);
  });
});

/** The built files with this extension, as paths under `dist/`. */
function distFiles(extension: string): string[] {
  return (readdirSync(dist, { recursive: true }) as string[])
    .filter((f) => f.endsWith(extension))
    .map((f) => f.split(sep).join('/'))
    .sort();
}

/** Gzipped size of these `dist/` files, together. */
function gz(...files: string[]): number {
  return gzipSync(files.map((f) => readFileSync(join(dist, f), 'utf8')).join('')).length;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The stylesheets a built module brings: those it imports, and those the modules it imports bring. */
function stylesheetsOf(module: string): string[] {
  const seen = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, specifier] of code.matchAll(/(?:import|from)\s*\(?"(\.[^"]+)"/g)) {
      const target = posix.join(posix.dirname(file), specifier!);
      if (target.endsWith('.css')) stylesheets.add(target);
      else visit(target);
    }
  };
  visit(module);
  return [...stylesheets];
}

/** What a built app ships, gzipped file by file as a server sends it; printed under the app's name. */
function appFigures(appDir: string, name: string): { jsGzipBytes: number; cssGzipBytes: number } {
  const assets = join(appDir, 'dist', 'assets');
  const sum = (extension: string) =>
    readdirSync(assets)
      .filter((f) => f.endsWith(extension))
      .reduce((total, f) => total + gzipSync(readFileSync(join(assets, f))).length, 0);
  const figures = { jsGzipBytes: sum('.js'), cssGzipBytes: sum('.css') };
  console.log(`${name}: JS ${kB(figures.jsGzipBytes)}, CSS ${kB(figures.cssGzipBytes)} gzip`);
  return figures;
}

/** Serves a built app on a free port of 127.0.0.1. */
async function serve(dist: string): Promise<{ server: Server; origin: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const path = req.url === '/' ? '/index.html' : decodeURIComponent(req.url!.split('?')[0]!);
    try {
      const body = readFileSync(join(dist, path));
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, origin: `http://127.0.0.1:${port}` };
}

/** Console errors and uncaught exceptions of a page, from now on. */
/** Which slide a carousel shows: the index of its current dot. */
function currentSlide(page: Page): Promise<number> {
  return page
    .getByRole('button', { name: /Go to slide/ })
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const screenshotDir = fileURLToPath(new URL('./__screenshots__', import.meta.url));
/** Where a failed comparison leaves the page as it is now and the diff (ignored by git), as Vitest's do. */
const attachmentDir = join(repoRoot, '.vitest-attachments', relative(repoRoot, fileURLToPath(import.meta.url)));

/**
 * Compares a screenshot with its committed baseline, pixel for pixel (pixelmatch, near-zero colour
 * tolerance, as the Storybook baselines): the fonts are shipped and the browser is the same, so the
 * pixels are too. Returns what differs, after writing the `-actual-` and `-diff-` images to
 * `.vitest-attachments/`; `UPDATE_SCREENSHOTS=1` writes the baseline instead.
 */
function compareWithBaseline(screenshot: Buffer, name: string): string | undefined {
  const baselineFile = join(screenshotDir, `${name}-chromium-linux.png`);
  const actualFile = join(attachmentDir, `${name}-actual-chromium-linux.png`);
  const diffFile = join(attachmentDir, `${name}-diff-chromium-linux.png`);
  rmSync(actualFile, { force: true });
  rmSync(diffFile, { force: true });
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    mkdirSync(screenshotDir, { recursive: true });
    writeFileSync(baselineFile, screenshot);
    return undefined;
  }
  const shown = (path: string) => relative(repoRoot, path);
  mkdirSync(attachmentDir, { recursive: true });
  if (!existsSync(baselineFile)) {
    writeFileSync(actualFile, screenshot);
    return `no baseline ${shown(baselineFile)}: look at ${shown(actualFile)}, then run with UPDATE_SCREENSHOTS=1`;
  }
  const found = pngDifference(screenshot, readFileSync(baselineFile));
  if (found?.diff) writeFileSync(diffFile, found.diff);
  const difference = found && (found.diff ? `${found.difference} (${shown(diffFile)})` : found.difference);
  if (difference) writeFileSync(actualFile, screenshot);
  return difference && `${shown(baselineFile)}: ${difference}; the page now: ${shown(actualFile)}`;
}

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  pseudoElements?: DomNode[];
}

/**
 * The fonts Chromium really drew the page's text with, by the family name inside the font file, and
 * where. The DOM does not tell (a computed `font-family` is only a wish list); the DevTools protocol does.
 */
async function fontsDrawingText(page: Page): Promise<Map<string, string[]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as unknown as { root: DomNode };
  const holders: Array<{ node: DomNode; text: string }> = [];
  const walk = (node: DomNode) => {
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join('')
      .trim();
    if (text || node.nodeName.startsWith('::')) holders.push({ node, text: text || node.nodeName });
    for (const child of [...(node.shadowRoots ?? []), ...(node.pseudoElements ?? []), ...(node.children ?? [])]) {
      if (child.nodeType === 1 || child.nodeType === 11) walk(child);
    }
  };
  walk(root);
  const used = new Map<string, string[]>();
  for (const { node, text } of holders) {
    if (['SCRIPT', 'STYLE', 'TITLE'].includes(node.nodeName)) continue;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId });
    for (const font of fonts.filter((f) => f.glyphCount > 0)) {
      const family = `${font.familyName}${font.isCustomFont ? '' : ' (a font of this machine)'}`;
      used.set(family, [...(used.get(family) ?? []), `${node.nodeName.toLowerCase()} "${text.slice(0, 30)}"`]);
    }
  }
  await cdp.detach();
  return used;
}

/** What a brand decides of a control: its background, text colour and corner radius, as computed. */
function brandLooks(control: Locator): Promise<{ background: string; color: string; radius: string }> {
  return control.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, color: style.color, radius: style.borderTopLeftRadius };
  });
}

/** `#rrggbb` as a computed style reports it. */
function rgb(hex: string): string {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
}

describe('apps outside this repository, installed from the tarball', () => {
  const apps = ['button-only', 'consumer', 'landing', 'adopter'];
  let project: string;
  let browser: Browser;
  const servers: Server[] = [];

  beforeAll(async () => {
    // One install for both apps: the tarball, React, and what each app imports of its own.
    project = join(work, 'apps');
    mkdirSync(project);
    for (const app of apps) {
      cpSync(fileURLToPath(new URL(`./${app}`, import.meta.url)), join(project, app), { recursive: true });
    }
    const runtime = ['react', 'react-dom', 'lucide-react', '@fontsource-variable/source-serif-4'];
    const dev = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({
        name: 'ds-consumers',
        private: true,
        type: 'module',
        dependencies: {
          '@agency/design-system': `file:${tarball}`,
          ...Object.fromEntries(runtime.map((name) => [name, lockedVersion(name)])),
        },
        devDependencies: Object.fromEntries(dev.map((name) => [name, lockedVersion(name)])),
      }),
    );
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], project);
    browser = await chromium.launch({
      executablePath: headlessShellPath,
      args: testBrowserArgs,
    });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    for (const server of servers) server.close();
  });

  /** Serves a built app and opens it in a fresh context, collecting its console errors. */
  async function openApp(appDir: string): Promise<{ page: Page; errors: string[] }> {
    const { server, origin } = await serve(join(appDir, 'dist'));
    servers.push(server);
    const page = await (await browser.newContext()).newPage();
    const errors = collectErrors(page);
    await page.goto(`${origin}/`);
    return { page, errors };
  }

  it.each(apps)(
    '%s type-checks against the bundled declarations',
    (app) => {
      run('npx', ['tsc', '-p', 'tsconfig.json'], join(project, app));
    },
    120_000,
  );

  describe('the smallest app: one Button, under a brand', () => {
    const app = () => join(project, 'button-only');

    it("builds with Vite, with the CSS of the theme, the font and the button and no other component's", () => {
      run('npx', ['vite', 'build'], app());
      const shipped = appFigures(app(), 'Button only');
      // What it must pay for: the two stylesheets it imports and the button's own, gzipped together.
      const needed = gz('theme.css', 'fonts.css', ...stylesheetsOf('primitives/Button/Button.js'));
      console.log(`  needed: theme.css + fonts.css + the button's stylesheet = ${kB(needed)} gzip`);
      expect(shipped.cssGzipBytes).toBeLessThanOrEqual(needed * 1.1);
      // A fraction of every stylesheet in one file.
      expect(shipped.cssGzipBytes).toBeLessThan(gz('styles.css') / 4);
    }, 120_000);

    it('renders in Chromium under its brand, and the button works', async () => {
      const { page, errors } = await openApp(app());
      const button = page.getByRole('button', { name: 'Show the first sailing' });
      await expect
        .poll(() => brandLooks(button))
        .toEqual({ background: 'rgb(138, 43, 14)', color: 'rgb(255, 255, 255)', radius: '4px' });
      // The theme's reset and the page colours arrived too.
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      await button.click();
      await expect.poll(() => page.getByRole('status').textContent()).toBe('07:15 from the north quay.');
      expect(errors).toEqual([]);
    }, 60_000);
  });

  describe('a consumer app: the root entry point under a brand', () => {
    const app = () => join(project, 'consumer');

    it('builds with Vite', () => {
      run('npx', ['vite', 'build'], app());
      expect(appFigures(app(), 'Consumer (five components)').cssGzipBytes).toBeGreaterThan(0);
    }, 120_000);

    it('renders in Chromium under its brand, and the carousel moves', async () => {
      const { page, errors } = await openApp(app());

      const button = page.getByRole('button', { name: 'Get in touch' });
      await expect.poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 110, 79)');
      expect(await button.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('6px');
      await expect.poll(() => page.getByLabel('Email').count()).toBe(1);

      const current = () => currentSlide(page);
      expect(await current()).toBe(0);
      await page.getByRole('button', { name: /next/i }).click();
      await expect.poll(current).toBe(1);

      // The arrows' glyphs come from the sprite the app serves (GlyphSprite), hashed among its assets.
      const arrow = page.getByRole('button', { name: /next/i }).locator('use');
      expect(await arrow.getAttribute('href')).toMatch(/^\/assets\/glyphs-[\w-]+\.svg#chevron-right$/);
      await expect.poll(() => arrow.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    }, 60_000);
  });

  describe('the adopter app: what the guide (src/docs/Adopting.mdx) tells a new project to do', () => {
    const app = () => join(project, 'adopter');
    let origin: string;

    it('builds with Vite', async () => {
      run('npx', ['vite', 'build'], app());
      expect(appFigures(app(), 'Adopter (the guide)').cssGzipBytes).toBeGreaterThan(0);
      const served = await serve(join(app(), 'dist'));
      servers.push(served.server);
      origin = served.origin;
    }, 120_000);

    it.each(['light', 'dark'] as const)(
      'renders in Chromium under its brand in %s, and its parts work',
      async (scheme) => {
        const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const errors = collectErrors(page);
        await page.goto(`${origin}/`);
        const brand = adopterBrand[scheme];
        const submit = page.getByRole('button', { name: 'Request a booking' });
        await expect
          .poll(() => brandLooks(submit))
          .toEqual({
            background: rgb(brand.color.primary),
            color: rgb(brand.color.onPrimary),
            radius: brand.radius.pill,
          });

        // Tabs and cards: another tab shows its own cards.
        await page.getByRole('tab', { name: 'Rentals' }).click();
        await expect
          .poll(() => page.getByRole('tabpanel').getByRole('heading').allInnerTexts())
          .toEqual(['Town bike', 'E-bike']);

        // The carousel moves.
        const current = () => currentSlide(page);
        expect(await current()).toBe(0);
        await page.getByRole('button', { name: /next/i }).click();
        await expect.poll(current).toBe(1);

        // The field of its own: an error describes the control and marks it invalid.
        const day = page.getByLabel('Day');
        await submit.click();
        await expect.poll(() => day.getAttribute('aria-invalid')).toBe('true');
        expect(
          await day.evaluate((el) =>
            el
              .getAttribute('aria-describedby')
              ?.split(' ')
              .map((id) => document.getElementById(id)?.textContent),
          ),
        ).toEqual(['We are open Tuesday to Saturday.', 'Choose a day for your visit.']);
        await day.fill('2026-12-05');
        await submit.click();
        await expect.poll(() => page.getByRole('status').textContent()).toBe('Booked: Safety check on 2026-12-05.');

        // The menu opens, and its theme switch turns the brand to the other scheme.
        await page.getByRole('button', { name: 'Open the menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Harbour Lane Cycles' });
        const other = scheme === 'light' ? 'dark' : 'light';
        await menu.getByRole('radio', { name: other === 'light' ? 'Light' : 'Dark' }).check();
        await expect
          .poll(() =>
            menu.getByRole('link', { name: 'Book a service' }).evaluate((el) => getComputedStyle(el).backgroundColor),
          )
          .toBe(rgb(adopterBrand[other].color.primary));
        expect(errors).toEqual([]);
        await context.close();
      },
      60_000,
    );
  });

  describe("another company's landing page: the tiers, its own tokens and its own font", () => {
    const app = () => join(project, 'landing');
    const brandFont = 'Source Serif 4 Variable';
    let origin: string;

    it('imports the design system only through its tier entry points, stylesheet and glyph sprite', () => {
      const sources = readdirSync(fileURLToPath(new URL('./landing/src', import.meta.url)))
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => readFileSync(fileURLToPath(new URL(`./landing/src/${f}`, import.meta.url)), 'utf8'))
        .join('\n');
      const specifiers = new Set([...sources.matchAll(/['"](@agency\/design-system[^'"]*)['"]/g)].map((m) => m[1]));
      expect([...specifiers].sort()).toEqual([
        '@agency/design-system/foundations',
        '@agency/design-system/glyphs.svg?url',
        '@agency/design-system/patterns',
        '@agency/design-system/primitives',
        '@agency/design-system/theme.css',
      ]);
    });

    it('has a brand whose text and background pairs keep WCAG AA contrast', () => {
      const colors: Record<string, string> = { ...themeFromTokens('light').color, ...landingTokens.color };
      expect(contrastFailures(colors)).toEqual([]);
    });

    it("builds with Vite, shipping its own font and not the package's", async () => {
      run('npx', ['vite', 'build'], app());
      appFigures(app(), 'Landing page (many components)');
      const assets = readdirSync(join(app(), 'dist', 'assets'));
      expect(assets.some((f) => /^source-serif-4-latin-opsz-normal-.*\.woff2$/.test(f))).toBe(true);
      expect(assets.filter((f) => f.startsWith('inter-'))).toEqual([]);
      const served = await serve(join(app(), 'dist'));
      servers.push(served.server);
      origin = served.origin;
    }, 120_000);

    it.each([
      { device: 'phone', width: 375 },
      { device: 'desktop', width: 1280 },
    ])(
      'renders on a $device ($width px) as the brand designed it, and matches its screenshot',
      async ({ device, width }) => {
        const context = await browser.newContext({
          viewport: { width, height: 800 },
          deviceScaleFactor: 1,
          // Still pixels: no transition may be caught halfway.
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        const errors = collectErrors(page);
        await page.goto(`${origin}/`);
        const h1 = page.getByRole('heading', { level: 1, name: 'Books chosen by the people who read them' });
        await h1.waitFor();
        await page.evaluate(() => document.fonts.ready);
        // Every glyph on screen drawn from the served sprite (the phone's menu button), before the screenshot.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('use')].every(
            (use) => use.getBBox().width > 0 || use.ownerSVGElement?.getClientRects().length === 0,
          ),
        );

        // The page's outline: landmarks and the headings of its sections.
        expect(await page.getByRole('banner').count()).toBe(1);
        expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
        expect(await page.getByRole('main').count()).toBe(1);
        expect(await page.getByRole('contentinfo').count()).toBe(1);
        expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
          'Three ways to find your next book',
          'Join the Fernleaf reading circle',
          'Come and browse on Alder Street',
        ]);
        expect(await page.getByRole('main').getByRole('article').count()).toBe(3);

        // The brand's colours and corners on the main call to action.
        const cta = page.getByRole('main').getByRole('link', { name: 'Plan a visit' });
        expect(await brandLooks(cta)).toEqual({
          background: rgb(landingTokens.color.primary),
          color: rgb(landingTokens.color.onPrimary),
          radius: landingTokens.radius.pill,
        });

        // Its typeface: asked for by the headings, loaded from the app, and the only font that drew any text.
        for (const heading of [h1, page.getByRole('heading', { level: 2 }).first()]) {
          expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Source Serif 4 Variable"/);
        }
        const faces = await page.evaluate(() =>
          [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
        );
        expect(faces).toContain(brandFont);
        expect(await page.evaluate((family) => document.fonts.check(`700 40px "${family}"`), brandFont)).toBe(true);
        const drawnWith = await fontsDrawingText(page);
        expect(Object.fromEntries([...drawnWith].filter(([family]) => family !== 'Source Serif 4'))).toEqual({});

        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        const screenshot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        expect(errors).toEqual([]);
        expect(compareWithBaseline(screenshot, `landing-${device}`)).toBeUndefined();
        await context.close();
      },
      60_000,
    );
  });
});
