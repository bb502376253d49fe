/**
 * The hosting of the production build as firebase.json configures it (served here by the Firebase
 * Hosting emulator): security headers on every response, immutable caching of hashed assets only,
 * clean URLs with their redirects, the prerendered pages, a real 404 for unknown paths, and the
 * speculation rules named by a header on every page (no inline script: the CSP stays strict).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import firebaseConfig from '../../firebase.json';
import { routeTable } from '../src/app/routeTable';
import { localConnectSources, localContentSecurityPolicy } from '../../tools/firebase/emulators.mjs';
import { notFound } from '../src/content/notFound';
import { openPage, url, useBrowser } from './harness';

const browser = useBrowser();

/** The Content-Security-Policy as deployed. */
const csp =
  firebaseConfig.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

/** Every page the build prerendered for the route table (each project's page included). */
const routes = inject('sitePages').all;

/** The speculation rules every page names in its `Speculation-Rules` header. */
const speculationRules = '"/speculationrules.json"';
type Predicate = { href_matches?: string; selector_matches?: string; not?: Predicate; and?: Predicate[] };
interface SpeculationRule {
  source: string;
  where: Predicate;
  eagerness: string;
}
/** The committed rules, as the build copies them. */
const committedRules = JSON.parse(
  readFileSync(new URL('../public/speculationrules.json', import.meta.url), 'utf8'),
) as { prefetch: SpeculationRule[]; prerender: SpeculationRule[] };

async function get(path: string, init?: RequestInit): Promise<Response> {
  return fetch(url(path, 'shipped'), { redirect: 'manual', ...init });
}

function expectSecurityHeaders(response: Response) {
  const headers = response.headers;
  // As deployed, plus the local stand-ins this build talks to.
  expect(headers.get('content-security-policy')).toBe(localContentSecurityPolicy(csp));
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) expect(permissions).toContain(feature);
}

/** The island loader's chunk (is-land and the loader): the script every page preloads. */
async function loaderScript(): Promise<string> {
  const html = await (await get('/')).text();
  const src = /<link rel="modulepreload"[^>]* href="(\/assets\/loader-[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('No loader chunk preloaded by the home page');
  return src;
}

describe('hosting (firebase.json on the Hosting emulator)', () => {
  it('has a strict Content-Security-Policy: scripts only from the site, no framing, no plugins', () => {
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    // No inline script, not even speculation rules (they come in a header, from a file of the site).
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'inline-speculation-rules'");
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    // The service worker and the web app manifest come from the site only.
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('manifest-src')).toEqual(["'self'"]);
    // Production connects to the real services only: the local stand-ins are added where the build is served locally.
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(localConnectSources.length).toBeGreaterThan(0);
    for (const origin of localConnectSources) expect(localContentSecurityPolicy(csp)).toContain(origin);
  });

  it('answers an HTML page with the security headers, never cached without revalidation', async () => {
    const response = await get('/about');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a hashed asset with the security headers, cached for a year as immutable, compressed', async () => {
    const response = await get(await loaderScript(), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    // Speculation rules are for documents only.
    expect(response.headers.get('speculation-rules')).toBeNull();
  });

  it.each(routes)(
    'serves %s as its own prerendered page (200, HTML, no redirect), naming the speculation rules, holding the symbols and glyphs its icons use',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('speculation-rules')).toBe(speculationRules);
      const html = await response.text();
      expect(html).toMatch(/<main\b/);
      // An icon drawn from the page's own drawings (pageSheet.ts) finds its drawing in the page.
      const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id));
      const inPage = [...html.matchAll(/<use href="#([^"]+)"/g)].map(([, id]) => id);
      expect(inPage.filter((id) => !ids.has(id))).toEqual([]);
      // Every glyph is the page's own, islands' included: no <use> points at the glyph sprite's file.
      expect(html.match(/<use href="[^"#]*\/glyphs[^"]*"/g) ?? []).toEqual([]);
    },
  );

  it.each([
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['/about/index.html', '/about'],
    ['/projects/1/', '/projects/1'],
    ['/index.html', '/'],
  ])('redirects %s to the clean URL %s (301)', async (path, target) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', url('/', 'shipped')).pathname).toBe(target);
  });

  it.each(['/no-such-page', '/projects/6', '/projects/abc'])(
    'answers %s with 404 and the site’s not-found page',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expectSecurityHeaders(response);
      expect(response.headers.get('speculation-rules')).toBe(speculationRules);
      const html = await response.text();
      expect(html).toContain(notFound.action.label);
      expect(html).toContain(notFound.title);
    },
  );

  it('serves the speculation rules as application/speculationrules+json: the site’s links prefetched on hover and prerendered on press, never sign-in or a file', async () => {
    const response = await get('/speculationrules.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/speculationrules\+json/);
    expect(response.headers.get('speculation-rules')).toBeNull();
    const rules = (await response.json()) as typeof committedRules;
    expect(rules).toEqual(committedRules);
    expect(rules.prefetch.map(({ source, eagerness }) => ({ source, eagerness }))).toEqual([
      { source: 'document', eagerness: 'moderate' },
    ]);
    expect(rules.prerender.map(({ source, eagerness }) => ({ source, eagerness }))).toEqual([
      { source: 'document', eagerness: 'conservative' },
    ]);
    const networkOnly = routeTable.filter((route) => route.networkOnly).map((route) => route.path);
    for (const rule of [...rules.prefetch, ...rules.prerender]) {
      const parts = rule.where.and ?? [];
      expect(parts).toContainEqual({ href_matches: '/*' });
      const excluded = parts.flatMap((part) => (part.not?.href_matches ? [part.not.href_matches] : []));
      for (const path of networkOnly) expect(excluded).toContain(path);
      expect(excluded).toEqual(expect.arrayContaining(['/downloads/*', '/*.*']));
    }
  });

  it('Chromium reads the rules from the header without an error, and prefetches a link of the site on hover', async () => {
    const session = await openPage(browser(), '/about', { build: 'shipped' });
    const devtools = await session.context.newCDPSession(session.page);
    const ruleSets: { url?: string; errorType?: string }[] = [];
    const prefetched: string[] = [];
    devtools.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
    devtools.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, status }) => {
      if (status === 'Ready') prefetched.push(new URL(prefetchUrl).pathname);
    });
    // Enabling reports the rule sets the page already has.
    await devtools.send('Preload.enable');
    await expect
      .poll(() => ruleSets.map(({ url: from, errorType }) => [from, errorType]))
      .toContainEqual([url('/speculationrules.json', 'shipped'), undefined]);
    const link = session.page.locator('a[href="/contact"]:visible').first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await expect.poll(() => prefetched).toContain('/contact');
    await devtools.detach();
    await session.close();
  });

  it('the browser enforces the CSP: an injected inline script does not run', async () => {
    const session = await openPage(browser(), '/', { build: 'shipped', pastSplash: false });
    const code = 'window.__injected = true';
    const ran = await session.page.evaluate(async (source) => {
      const script = document.createElement('script');
      script.textContent = source;
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as { __injected?: boolean }).__injected === true;
    }, code);
    expect(ran).toBe(false);
    // Chromium reports the refusal with the script's hash: that one error is expected, any other is not.
    const hash = `sha256-${createHash('sha256').update(code).digest('base64')}`;
    const refusals = session.errors.filter(
      (error) => error.includes('Content Security Policy') && error.includes(hash),
    );
    expect(refusals).toHaveLength(1);
    session.errors.splice(session.errors.indexOf(refusals[0] ?? ''), 1);
    await session.close();
  });
});
