/**
 * The identity SDK only where a session may exist: a visitor who never signed in fetches no Firebase
 * code and talks to no identity service; a stored session brings the SDK on every page, and signing
 * in on `/login` brings it as the visitor starts typing.
 */
import { describe, expect, it } from 'vitest';
import { login } from '../src/content/login';
import { localPorts, newUser, openPage, requestsSettled, signInForm, url, useBrowser, type Session } from './harness';

const browser = useBrowser({ reuseTab: true });

const pages = ['/', '/contact', '/projects/1'];

/** The Firebase SDK's code: the chunk the identity module is split into. */
const isFirebaseCode = (request: string) => /\/assets\/[^/]*firebase[^/]*\.js$/i.test(new URL(request).pathname);

/** Firebase Auth's services, or the Auth emulator standing in for them. */
const isIdentityService = (request: string) => {
  const { host, pathname } = new URL(request);
  return (
    /(^|\.)(identitytoolkit|securetoken)\.googleapis\.com$/.test(host) ||
    (host.endsWith(`:${localPorts.authEmulator}`) && /^\/(identitytoolkit|securetoken)/.test(pathname))
  );
};

/** The requests a full load of `path` in the session's tab makes, once the page has settled. */
async function load(session: Session, path: string): Promise<string[]> {
  const before = session.requests.length;
  await session.page.goto(url(path));
  await requestsSettled(session.page);
  return session.requests.slice(before);
}

describe('the identity SDK, on demand', () => {
  it('a first visit with no stored session fetches no Firebase code and calls no identity service', async () => {
    const session = await openPage(browser(), pages[0]!);
    const requests = [...session.requests];
    for (const path of pages.slice(1)) requests.push(...(await load(session, path)));
    expect(requests.filter(isFirebaseCode)).toEqual([]);
    expect(requests.filter(isIdentityService)).toEqual([]);
    await session.close();
  });

  it('signing in on /login fetches the SDK as the visitor types; a stored session then brings it on every page', async () => {
    const { email, password } = await newUser();
    const session = await openPage(browser(), '/login');
    const { page } = session;
    expect(session.requests.filter(isFirebaseCode)).toEqual([]);

    const form = signInForm(page);
    const sdkFetched = page.waitForRequest((request) => isFirebaseCode(request.url()));
    await form.email.fill(email);
    await sdkFetched;
    await form.password.fill(password);
    await form.submit.click();
    await page.waitForURL(url(login.redirectTo));
    expect(await page.evaluate((key) => localStorage.getItem(key), login.accessTokenKey)).toBeTruthy();

    for (const path of pages) {
      const sdkRequested = page.waitForRequest((request) => isFirebaseCode(request.url()));
      await page.goto(url(path));
      await sdkRequested;
    }
    // The provider reports the stored user, as before the SDK was loaded on demand.
    await load(session, login.redirectTo);
    await page.getByText(email).waitFor();
    await session.close();
  });
});
