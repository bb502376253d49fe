import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFor, globPattern, headersFor, hostingSettings, startStaticServer } from './staticServer.mjs';
import { localAuthEmulatorOrigin } from '../ports.mjs';

const hosting = hostingSettings();
const files = new Set(['index.html', 'about/index.html', 'legal/privacy-policy.html', '404.html', 'assets/a.js']);
const answer = (path: string) => answerFor(hosting, path, (file) => files.has(file));

describe('answerFor, with the repository’s firebase.json', () => {
  it('serves clean URLs from a page’s folder or its .html file', () => {
    expect(answer('/')).toEqual({ file: 'index.html', status: 200 });
    expect(answer('/about')).toEqual({ file: 'about/index.html', status: 200 });
    expect(answer('/legal/privacy-policy')).toEqual({ file: 'legal/privacy-policy.html', status: 200 });
    expect(answer('/assets/a.js')).toEqual({ file: 'assets/a.js', status: 200 });
  });

  it('redirects a trailing slash and the .html addresses to the clean URL', () => {
    expect(answer('/about/')).toEqual({ redirect: '/about', status: 301 });
    expect(answer('/about/index.html')).toEqual({ redirect: '/about', status: 301 });
    expect(answer('/index.html')).toEqual({ redirect: '/', status: 301 });
    expect(answer('/legal/privacy-policy.html')).toEqual({ redirect: '/legal/privacy-policy', status: 301 });
  });

  it('does not serve unknown paths and dot folders', () => {
    expect(answer('/no-such-page')).toEqual({ notFound: true });
    expect(answer('/.vite/manifest.json')).toEqual({ notFound: true });
  });
});

describe('headersFor', () => {
  it('gives every path the security headers and the assets their long cache', () => {
    expect(globPattern('**').test('/about')).toBe(true);
    expect(globPattern('/assets/**').test('/about')).toBe(false);
    expect(headersFor(hosting.headers ?? [], '/about')['Cache-Control']).toBe('no-cache');
    const asset = headersFor(hosting.headers ?? [], '/assets/a.js');
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(asset['Content-Security-Policy']).toContain("script-src 'self'");
    expect(asset['Content-Security-Policy']).toContain(localAuthEmulatorOrigin);
  });

  it('matches a rule by its regex too', () => {
    const rules = [{ regex: '^[^.]*$', headers: [{ key: 'X-Page', value: 'yes' }] }];
    expect(headersFor(rules, '/about')).toEqual({ 'X-Page': 'yes' });
    expect(headersFor(rules, '/assets/a.js')).toEqual({});
  });
});

describe('startStaticServer', () => {
  let dir = '';
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-server-test-'));
    mkdirSync(join(dir, 'about'));
    writeFileSync(join(dir, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(dir, 'about', 'index.html'), '<h1>About</h1>');
    writeFileSync(join(dir, '404.html'), '<h1>Not found</h1>');
    server = await startStaticServer({ dir, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A GET that takes gzip and follows no redirect (fetch would decompress and follow). */
  const get = (path: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const url = new URL(path, server.url);
      request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });

  it('answers a clean URL with the gzipped page and firebase.json’s headers', async () => {
    const about = await get('/about');
    expect(about.status).toBe(200);
    expect(about.headers['content-encoding']).toBe('gzip');
    expect(about.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(about.headers['x-frame-options']).toBe('DENY');
    expect(gunzipSync(about.body).toString()).toBe('<h1>About</h1>');
  });

  it('redirects /about/ and answers an unknown path with 404.html', async () => {
    expect(await get('/about/?x=1')).toMatchObject({ status: 301, headers: { location: '/about?x=1' } });
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString()).toBe('<h1>Not found</h1>');
  });
});
