/**
 * Clinic sign-in for real: the firebase SDK against the Firebase Auth emulator (production error
 * behaviour), users created through the emulator's REST API.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../tools/auth/emulator.mjs';
import { assessmentForm, login } from '../src/content/login';
import { openPage, url, useBrowser, type Session } from './harness';

const browser = useBrowser({ reuseTab: true });

async function newUser() {
  const email = `clinic-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-42';
  await createUser(email, password);
  return { email, password };
}

async function signIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: new RegExp(`^${login.fields.email.label}`) }).fill(email);
  await main.getByLabel(new RegExp(`^${login.fields.password.label}`)).fill(password);
  await main.getByRole('button', { name: login.submit, exact: true }).click();
}

function jwtPayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The browser reports the emulator's 400 answers to a failed sign-in as console errors; nothing else may appear. */
function unexpected(session: Session) {
  return session.errors.filter((error) => !/status of 400/.test(error));
}

describe('clinic sign-in (real firebase SDK → Auth emulator)', () => {
  it('signs in, stores the ID token as accessToken, goes to /assessmentForm; /login then skips ahead; sign out ends it', async () => {
    const user = await newUser();
    const session = await openPage(browser(), '/login', { viewport: 'phone' });
    const { page } = session;
    await signIn(page, user.email, user.password);
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
    await signIn(page, email, password);
    await page.getByRole('alert').filter({ hasText: login.error }).waitFor();
    expect(page.url()).toBe(url('/login'));
    expect(await page.evaluate((key) => localStorage.getItem(key), login.accessTokenKey)).toBeNull();
    expect(
      await page
        .getByRole('main')
        .getByRole('textbox', { name: new RegExp(`^${login.fields.email.label}`) })
        .inputValue(),
    ).toBe(email);
    expect(unexpected(session)).toEqual([]);
    await session.context.close();
  });

  it('the emulator unreachable: the network message', async () => {
    const user = await newUser();
    const session = await openPage(browser(), '/login');
    const { page } = session;
    await page.route('http://127.0.0.1:9099/**', (route) => route.abort('connectionrefused'));
    await signIn(page, user.email, user.password);
    await page.getByRole('alert').filter({ hasText: login.failures.network }).waitFor();
    expect(session.errors.filter((error) => !/ERR_CONNECTION_REFUSED/.test(error))).toEqual([]);
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
    await signIn(page, user.email, user.password);
    await page.getByRole('alert').filter({ hasText: login.failures.tooManyAttempts }).waitFor();
    expect(unexpected(session)).toEqual([]);
    await session.context.close();
  });
});
