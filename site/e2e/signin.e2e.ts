/**
 * Clinic sign-in for real: the firebase SDK against the Firebase Auth emulator (production error
 * behaviour), users created through the emulator's REST API.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assessmentForm, login } from '../src/content/login';
import {
  localAuthEmulatorOrigin,
  newUser,
  openPage,
  signIn,
  signInForm,
  unexpectedErrors,
  url,
  useBrowser,
} from './harness';

const browser = useBrowser({ reuseTab: true });

function jwtPayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The browser reports the emulator's 400 answers to a failed sign-in as console errors; nothing else may appear. */
const rejectedSignIn = [/status of 400/];

describe('clinic sign-in (real firebase SDK → Auth emulator)', () => {
  it('signs in, stores the ID token as accessToken, goes to /assessmentForm; /login then skips ahead; sign out ends it', async () => {
    const user = await newUser();
    const session = await openPage(browser(), '/login', { viewport: 'phone' });
    const { page } = session;
    await signIn(page, user);
    await page.waitForURL(url(login.redirectTo));
    const token = await page.evaluate((key) => localStorage.getItem(key), login.accessTokenKey);
    expect(token).toBeTruthy();
    expect(jwtPayload(token!)).toMatchObject({ email: user.email });
    await page.getByText(user.email).waitFor();

    await page.goto(url('/login'));
    await page.waitForURL(url(login.redirectTo));

    await page.getByRole('button', { name: assessmentForm.signOut }).click();
    await page.waitForURL(url(assessmentForm.signedOutTo));
    expect(await page.evaluate((key) => localStorage.getItem(key), login.accessTokenKey)).toBeNull();
    await session.close();
  });

  it.each([
    ['a wrong password', async () => ({ email: (await newUser()).email, password: 'wrong-password-1' })],
    [
      'an unknown user',
      async () => ({ email: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: 'whatever-1' }),
    ],
  ])('%s shows "Invalid email or password" and stores nothing', async (_case, credentials) => {
    const { email, password } = await credentials();
    const session = await openPage(browser(), '/login');
    const { page } = session;
    await signIn(page, { email, password });
    await page.getByRole('alert').filter({ hasText: login.error }).waitFor();
    expect(page.url()).toBe(url('/login'));
    expect(await page.evaluate((key) => localStorage.getItem(key), login.accessTokenKey)).toBeNull();
    expect(await signInForm(page).email.inputValue()).toBe(email);
    expect(unexpectedErrors(session.errors, rejectedSignIn)).toEqual([]);
    await session.context.close();
  });

  it('the emulator unreachable: the network message', async () => {
    const user = await newUser();
    const session = await openPage(browser(), '/login');
    const { page } = session;
    await page.route(`${localAuthEmulatorOrigin}/**`, (route) => route.abort('connectionrefused'));
    await signIn(page, user);
    await page.getByRole('alert').filter({ hasText: login.failures.network }).waitFor();
    expect(unexpectedErrors(session.errors, [/ERR_CONNECTION_REFUSED/])).toEqual([]);
    await session.context.close();
  });

  it('too many attempts: its own message', async () => {
    const user = await newUser();
    const session = await openPage(browser(), '/login');
    const { page } = session;
    await page.route('**/accounts:signInWithPassword**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 400, message: 'TOO_MANY_ATTEMPTS_TRY_LATER', errors: [] } }),
      }),
    );
    await signIn(page, user);
    await page.getByRole('alert').filter({ hasText: login.failures.tooManyAttempts }).waitFor();
    expect(unexpectedErrors(session.errors, rejectedSignIn)).toEqual([]);
    await session.context.close();
  });
});
