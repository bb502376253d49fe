import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStaticFloor, stripScripts } from './floor.mjs';

/** The head of a built page, as the prerender writes it. */
const page = `<!doctype html>
<html lang="en">
  <head>
    <script src="/assets/theme-choice-071c4f01.js"></script>
    <title>About</title>
    <noscript><style>[data-splash]{display:none!important}</style></noscript>
    <link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin>
    <script defer src="/assets/reveal-on-scroll-be4b8561.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/AboutPage-DhdORonC.js">
    <script type="module" crossorigin src="/assets/index-BmRm7uD_.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-DpCmHaBx.css">
  </head>
  <body><div id="root"><main>Hello</main></div><script type="application/ld+json">{"@type":"Organization"}</script>
    <SCRIPT>
      window.x = '<div>';
    </SCRIPT >
  </body>
</html>
`;

describe('stripScripts', () => {
  const stripped = stripScripts(page);

  it('removes every script element, external, inline, JSON-LD and upper-case alike', () => {
    expect(stripped).not.toMatch(/<script/i);
    expect(stripped).not.toMatch(/<\/script/i);
    expect(stripped).not.toContain('window.x');
    expect(stripped).not.toContain('Organization');
  });

  it('removes module preloads and keeps every other link, the noscript block and the content', () => {
    expect(stripped).not.toContain('modulepreload');
    expect(stripped).toContain('<link rel="preload" href="/assets/inter.woff2"');
    expect(stripped).toContain('<link rel="stylesheet" crossorigin href="/assets/style-DpCmHaBx.css">');
    expect(stripped).toContain('<noscript>');
    expect(stripped).toContain('<div id="root"><main>Hello</main></div>');
  });

  it('drops the lines the removed tags leave empty', () => {
    expect(stripped).toBe(`<!doctype html>
<html lang="en">
  <head>
    <title>About</title>
    <noscript><style>[data-splash]{display:none!important}</style></noscript>
    <link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin>
    <link rel="stylesheet" crossorigin href="/assets/style-DpCmHaBx.css">
  </head>
  <body><div id="root"><main>Hello</main></div>
  </body>
</html>
`);
  });

  it('knows a modulepreload link by its rel in any place and quoting', () => {
    expect(
      stripScripts(`<link href="/a.js" rel=modulepreload><link crossorigin rel='modulepreload' href="/b.js">`),
    ).toBe('');
    expect(stripScripts('<link rel="preload" href="/c.js" as="script">')).toBe(
      '<link rel="preload" href="/c.js" as="script">',
    );
  });
});

describe('makeStaticFloor', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('copies the build, strips every HTML file in it and deletes the service worker', () => {
    const root = mkdtempSync(join(tmpdir(), 'floor-test-'));
    folders.push(root);
    const built = join(root, 'built');
    const floor = join(root, 'floor');
    mkdirSync(join(built, 'about'), { recursive: true });
    mkdirSync(join(built, 'assets'));
    writeFileSync(join(built, 'index.html'), page);
    writeFileSync(join(built, 'about', 'index.html'), page);
    writeFileSync(join(built, 'assets', 'index.js'), 'console.log(1)');
    writeFileSync(join(built, 'sw.js'), 'self.addEventListener("fetch", () => {})');

    expect(makeStaticFloor(built, floor)).toEqual({ pages: 2 });
    expect(readFileSync(join(floor, 'about', 'index.html'), 'utf8')).toBe(stripScripts(page));
    expect(readFileSync(join(floor, 'assets', 'index.js'), 'utf8')).toBe('console.log(1)');
    expect(existsSync(join(floor, 'sw.js'))).toBe(false);
    expect(readFileSync(join(built, 'index.html'), 'utf8')).toBe(page);
  });
});
