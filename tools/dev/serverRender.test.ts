import type { Connect } from 'vite';
import { describe, expect, it } from 'vitest';
import { wantsPage } from './serverRender.mjs';

const request = (url: string, { method = 'GET', accept }: { method?: string; accept?: string } = {}) =>
  ({ method, url, originalUrl: url, headers: accept === undefined ? {} : { accept } }) as Connect.IncomingMessage;

describe('the dev server answers with a page', () => {
  it.each([
    ['a browser navigation', request('/about', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })],
    ['curl', request('/about', { accept: '*/*' })],
    ['a request that names no type', request('/')],
    ['HEAD', request('/about', { method: 'HEAD', accept: '*/*' })],
    ['an unknown route (the not-found page)', request('/no-such-page?x=1', { accept: '*/*' })],
  ])('for %s', (_, req) => {
    expect(wantsPage(req)).toBe(true);
  });

  it.each([
    ['a missing file', request('/x.js', { accept: '*/*' })],
    ['a missing file in a folder', request('/assets/logo.svg', { accept: 'text/html' })],
    ['a POST', request('/about', { method: 'POST', accept: 'text/html' })],
    ['a request for JSON only', request('/about', { accept: 'application/json' })],
  ])('but not for %s', (_, req) => {
    expect(wantsPage(req)).toBe(false);
  });
});
