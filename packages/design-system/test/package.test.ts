/**
 * The design system as its users meet it: built, linted as a package (publint, attw), measured against
 * its byte budget, packed, installed from the tarball into a scratch app outside this repository,
 * type-checked and built there, and rendered in Chromium under a custom brand.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../tools/chromium.mjs';
import budget from './budget.json' with { type: 'json' };

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(packageDir, '../..');
const rootLock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8'));
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const lockedVersion = (name: string) => rootLock.packages[`node_modules/${name}`].version as string;

/** Runs a command; on failure, throws with what it printed, so the test report shows why. */
function run(cmd: string, args: string[], cwd: string): string {
  try {
    return execFileSync(cmd, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true' },
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

  it('has types that resolve for bundler and node16 ESM consumers (attw)', () => {
    let output: string;
    try {
      output = execFileSync('npx', ['attw', tarball, '--entrypoints', '.', '--format', 'json'], {
        cwd: packageDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
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
    expect(Object.keys(analysis.entrypoints)).toEqual(['.']);
  });

  it('ships only the build, and imports only its declared dependencies', () => {
    const listing = JSON.parse(run('npm', ['pack', '--dry-run', '--json'], packageDir))[0].files.map(
      (f: { path: string }) => f.path,
    );
    expect(listing.filter((path: string) => !/^(dist\/|package\.json$|README\.md$|CHANGELOG\.md$)/.test(path))).toEqual(
      [],
    );
    const js = readdirSync(join(packageDir, 'dist'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(packageDir, 'dist', f), 'utf8'))
      .join('\n');
    const imported = new Set([...js.matchAll(/from\s*"([^".][^"]*)"/g)].map((m) => m[1]!));
    const declared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
    const undeclared = [...imported].filter((id) => !declared.some((dep) => id === dep || id.startsWith(`${dep}/`)));
    expect(undeclared).toEqual([]);
    expect(js).not.toMatch(/storybook|vitest|@agency\/site|\/site\//);
  });

  it('stays within its byte budget', () => {
    const gz = (file: string) => gzipSync(readFileSync(join(packageDir, 'dist', file))).length;
    const jsFiles = readdirSync(join(packageDir, 'dist')).filter((f) => f.endsWith('.js'));
    const figures = {
      jsGzipBytes: jsFiles.reduce((sum, f) => sum + gz(f), 0),
      cssGzipBytes: gz('styles.css'),
      tarballBytes: readFileSync(tarball).length,
    };
    console.log(
      [
        'Design-system package size (gzip):',
        `  JS  ${(figures.jsGzipBytes / 1000).toFixed(1)} kB of ${budget.jsGzipBytes / 1000} kB budget`,
        `  CSS ${(figures.cssGzipBytes / 1000).toFixed(1)} kB of ${budget.cssGzipBytes / 1000} kB budget`,
        `  tarball ${(figures.tarballBytes / 1000).toFixed(1)} kB of ${budget.tarballBytes / 1000} kB budget`,
      ].join('\n'),
    );
    expect(figures.jsGzipBytes).toBeLessThanOrEqual(budget.jsGzipBytes);
    expect(figures.cssGzipBytes).toBeLessThanOrEqual(budget.cssGzipBytes);
    expect(figures.tarballBytes).toBeLessThanOrEqual(budget.tarballBytes);
  });
});

describe('a consumer app outside this repository', () => {
  let app: string;
  let server: Server;
  let browser: Browser;

  beforeAll(() => {
    app = join(work, 'app');
    cpSync(fileURLToPath(new URL('./consumer', import.meta.url)), app, { recursive: true });
    const dev = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'ds-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@agency/design-system': `file:${tarball}`,
          react: lockedVersion('react'),
          'react-dom': lockedVersion('react-dom'),
        },
        devDependencies: Object.fromEntries(dev.map((name) => [name, lockedVersion(name)])),
      }),
    );
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('type-checks against the bundled declarations', () => {
    run('npx', ['tsc', '-p', 'tsconfig.json'], app);
  }, 120_000);

  it('builds with Vite', () => {
    run('npx', ['vite', 'build'], app);
    expect(readdirSync(join(app, 'dist', 'assets')).some((f) => f.endsWith('.css'))).toBe(true);
  }, 120_000);

  it('renders in Chromium under its brand, and the carousel moves', async () => {
    const dist = join(app, 'dist');
    const types: Record<string, string> = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.woff2': 'font/woff2',
    };
    server = createServer((req, res) => {
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

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);

    const button = page.getByRole('button', { name: 'Get in touch' });
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 110, 79)');
    expect(await button.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('6px');
    await expect.poll(() => page.getByLabel('Email').count()).toBe(1);

    const current = () =>
      page
        .getByRole('button', { name: /Go to slide/ })
        .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
    expect(await current()).toBe(0);
    await page.getByRole('button', { name: /next/i }).click();
    await expect.poll(current).toBe(1);
    expect(errors).toEqual([]);
  }, 60_000);
});
