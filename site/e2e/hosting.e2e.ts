/**
 * The hosting of the production build as firebase.json configures it (served here by the Firebase
 * Hosting emulator): security headers on every response, immutable caching of hashed assets only,
 * clean URLs with their redirects, the prerendered pages, and a real 404 for unknown paths.
 */
import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import firebaseConfig from '../../firebase.json';
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

/** The hashed entry script the home page loads (`/assets/index-<hash>.js`). */
/** The app shell's chunk (React, the router, the shell): the biggest script of every page, preloaded by it. */
async function shellScript(): Promise<string> {
  const html = await (await get('/')).text();
  const src = /<link rel="modulepreload"[^>]* href="(\/assets\/shell-[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('No shell chunk preloaded by the home page');
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
    const response = await get(await shellScript(), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
  });

  it.each(routes)('serves %s as its own prerendered page (200, HTML, no redirect)', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/<main\b/);
  });

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
      const html = await response.text();
      expect(html).toContain(notFound.action.label);
      expect(html).toContain(notFound.title);
    },
  );

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
