import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planServiceWorker } from './buildServiceWorker.mjs';

/** A small build: two pages sharing a loader, one island with a lazy part, an orphan script, images. */
const files: Record<string, string> = {
  'index.html':
    '<link rel="stylesheet" href="/assets/page-EEEEEEEE.css"><script src="/assets/theme-choice-0a1b2c3d.js"></script><script type="module" src="/assets/loader-AAAAAAAA.js"></script>' +
    '<img src="/images/b.png">',
  'about/index.html':
    '<link rel="stylesheet" href="/assets/page-EEEEEEEE.css"><script src="/assets/theme-choice-0a1b2c3d.js"></script><script type="module" src="/assets/loader-AAAAAAAA.js"></script>' +
    '<link rel="modulepreload" href="/assets/Team-BBBBBBBB.js"><img src="/images/b.png"><img src="/images/c.png">',
  'login/index.html': '<script type="module" src="/assets/loader-AAAAAAAA.js"></script>',
  'offline.html':
    '<script src="/assets/theme-choice-0a1b2c3d.js"></script><link rel="stylesheet" href="/assets/page-EEEEEEEE.css">',
  'assets/page-EEEEEEEE.css': 'p{}',
  'assets/unused-FFFFFFFF.css': 'u{}',
  'assets/theme-choice-0a1b2c3d.js': 't',
  'assets/loader-AAAAAAAA.js': 'loader',
  'assets/Team-BBBBBBBB.js': 'team',
  'assets/Dialog-CCCCCCCC.js': 'dialog'.repeat(10),
  'assets/orphan-DDDDDDDD.js': 'orphan',
  'assets/runtime-GGGGGGGG.js': 'runtime',
  'images/a.png': 'aa',
  'images/b.png': 'bb',
  'images/c.png': 'cc',
  '.vite/manifest.json': JSON.stringify({
    'src/islands/loader.ts': {
      file: 'assets/loader-AAAAAAAA.js',
      isEntry: true,
      imports: ['_runtime.js'],
      dynamicImports: ['src/Team.tsx'],
    },
    '_runtime.js': { file: 'assets/runtime-GGGGGGGG.js' },
    'src/Team.tsx': { file: 'assets/Team-BBBBBBBB.js', dynamicImports: ['src/Dialog.tsx'] },
    'src/Dialog.tsx': { file: 'assets/Dialog-CCCCCCCC.js' },
    'src/orphan.ts': { file: 'assets/orphan-DDDDDDDD.js' },
  }),
};

let outDir = '';
beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'sw-plan-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
  }
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the service worker’s plan', () => {
  it('precaches at install only the stylesheet and scripts every page (and the offline page) loads, and all they import', () => {
    const { shellCode, plan } = planServiceWorker({ outDir, pages: ['/', '/about'] });
    // With what they import, statically or not (every island's code), though no page preloads it.
    expect(shellCode).toEqual([
      '/assets/Dialog-CCCCCCCC.js',
      '/assets/Team-BBBBBBBB.js',
      '/assets/loader-AAAAAAAA.js',
      '/assets/page-EEEEEEEE.css',
      '/assets/runtime-GGGGGGGG.js',
      '/assets/theme-choice-0a1b2c3d.js',
    ]);
    // Kept as used: code no page reaches, and a stylesheet no page links.
    expect(plan.code).toEqual(['/assets/orphan-DDDDDDDD.js', '/assets/unused-FFFFFFFF.css']);
  });

  it('names each kept page with the SHA-256 of its HTML, and leaves sign-in out', () => {
    const { plan } = planServiceWorker({ outDir, pages: ['/', '/about'] });
    expect(plan.pages).toEqual({
      '/': createHash('sha256').update(files['index.html']!).digest('hex'),
      '/about': createHash('sha256').update(files['about/index.html']!).digest('hex'),
    });
    expect(Object.keys(plan.images)).toEqual(['/images/a.png', '/images/b.png', '/images/c.png']);
  });

  it('keeps later the pages, then the images most used first; not code no page reaches', () => {
    const { plan, later } = planServiceWorker({ outDir, pages: ['/', '/about'] });
    expect(plan.later).toEqual(['/', '/about', '/images/b.png', '/images/c.png', '/images/a.png']);
    expect(later.left).toBe(0);
  });

  it('stops the later list at the cap', () => {
    const pagesBytes = files['index.html']!.length + files['about/index.html']!.length;
    const { plan, later } = planServiceWorker({ outDir, pages: ['/', '/about'], cap: pagesBytes + 2 + 1 });
    expect(plan.later).toEqual(['/', '/about', '/images/b.png']);
    expect(later).toEqual({ count: 3, size: pagesBytes + 2, left: 2 });
  });
});
