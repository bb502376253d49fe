import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { composePage } from './html.mjs';
import { classesDefinedIn, classesUsedIn, pageStylesheets, writePageStylesheet } from './stylesheets.mjs';

let outDir: string;

/** A build with these stylesheets under `assets/`. */
function build(stylesheets: Record<string, string>): string {
  outDir = mkdtempSync(join(tmpdir(), 'stylesheets-'));
  mkdirSync(join(outDir, 'assets'));
  for (const [file, css] of Object.entries(stylesheets)) writeFileSync(join(outDir, 'assets', file), css);
  return outDir;
}

afterEach(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/**
 * The shape of the site's manifest: an entry importing the shell; pages imported dynamically, one of
 * them importing a shared card and, dynamically, a deferred part.
 */
const manifest = {
  'src/main.tsx': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shell.js'],
    dynamicImports: ['src/Home.tsx', 'src/About.tsx'],
  },
  '_shell.js': { file: 'assets/shell.js', css: ['assets/shell.css'] },
  '_Card.js': { file: 'assets/Card.js', imports: ['_shell.js'], css: ['assets/Card.css'] },
  'src/Home.tsx': {
    file: 'assets/Home.js',
    imports: ['_shell.js', '_Card.js'],
    dynamicImports: ['src/Below.tsx'],
    css: ['assets/Home.css'],
  },
  'src/Below.tsx': { file: 'assets/Below.js', imports: ['_Card.js'], css: ['assets/Below.css'] },
  'src/About.tsx': { file: 'assets/About.js', imports: ['_shell.js'], css: ['assets/About.css'] },
};

const stylesheets = {
  'shell.css': '.shell{color:red}',
  'Card.css': '.card{padding:1rem}.card:hover{box-shadow:none}',
  'Home.css': '.home>.card{padding:2rem}',
  'Below.css': '@media (width>=40rem){.below{display:grid}}',
  'About.css': '.about{margin:0}',
};

describe('the stylesheets a prerendered page links beside the shell’s', () => {
  it('reads the classes a stylesheet defines and a page uses', () => {
    expect([...classesDefinedIn('.a>.b:hover{x:y}@media (width>=1px){.c{background:url(x.woff2)}}')].sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect([...classesUsedIn('<div class="a b"><p class="c">x</p></div>')].sort()).toEqual(['a', 'b', 'c']);
  });

  it("are those of the page's code, and of the deferred parts its HTML shows, dependencies first", () => {
    const forPage = pageStylesheets(manifest, build(stylesheets));
    // The deferred part is in the HTML: its stylesheet is needed before any script runs.
    expect(forPage({ modules: ['src/Home.tsx'], html: '<div class="home"><div class="below"></div></div>' })).toEqual([
      'assets/Card.css',
      'assets/Home.css',
      'assets/Below.css',
    ]);
    // Not shown yet (it loads with its code): left out.
    expect(forPage({ modules: ['src/Home.tsx'], html: '<div class="home"></div>' })).toEqual([
      'assets/Card.css',
      'assets/Home.css',
    ]);
    // The shell's is linked by index.html already; another page's is not this page's.
    expect(forPage({ modules: ['src/About.tsx'], html: '<div class="shell about"></div>' })).toEqual([
      'assets/About.css',
    ]);
  });

  it('are written as one file, named by its content and linked with the chunks’ stylesheets it holds', () => {
    const dir = build(stylesheets);
    const [link] = writePageStylesheet(dir, ['assets/Card.css', 'assets/Home.css']);
    expect(link?.href).toMatch(/^\/assets\/page-[\w-]{8}\.css$/);
    expect(readFileSync(join(dir, link!.href), 'utf8')).toBe(stylesheets['Card.css'] + stylesheets['Home.css']);
    expect(link?.covers).toEqual(['/assets/Card.css', '/assets/Home.css']);
    expect(writePageStylesheet(dir, ['assets/Card.css', 'assets/Home.css'])).toEqual([link]);
    expect(writePageStylesheet(dir, [])).toEqual([]);

    // In the page: after the content (the splash paints first), the page's after the shell's, and the
    // chunks' stylesheets it holds disabled: never fetched, they tell Vite not to load them again.
    const template =
      '<html lang="en"><head><meta name="viewport" content="width=device-width">' +
      '<link rel="stylesheet" crossorigin href="/assets/shell.css"></head><body><div id="root"></div></body></html>';
    const html = composePage({
      template,
      rendered: { head: '', html: '<main>Hello</main>' },
      path: '/',
      themeClass: 'light',
      criticalCss: '.splash{}',
      noScriptCss: '',
      revealScript: '/assets/reveal.js',
      splashFirst: true,
      preloads: [],
      fonts: [],
      stylesheets: [link!],
    });
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
    expect(links).toEqual([
      '<link rel="stylesheet" fetchpriority="low" crossorigin href="/assets/shell.css">',
      `<link rel="stylesheet" fetchpriority="low" crossorigin href="${link!.href}">`,
      '<link rel="stylesheet" fetchpriority="low" href="/assets/Card.css" disabled>',
      '<link rel="stylesheet" fetchpriority="low" href="/assets/Home.css" disabled>',
    ]);
    expect(html.indexOf('<main>Hello</main>')).toBeLessThan(html.indexOf(links[0]!));
  });
});
