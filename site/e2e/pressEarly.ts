/**
 * A press before its island hydrates, on any server of the site (the build in islands.e2e.ts, `npm
 * start` in dev-server.e2e.ts): the press is kept and carried out, and a form's is never submitted natively.
 */
import type { Browser, Locator, Page } from 'playwright';
import { expect } from 'vitest';
import { booking } from '../src/content/booking';
import { splash } from '../src/content/constants';
import { contact } from '../src/content/contact';
import { newsletter } from '../src/content/footer';
import { login } from '../src/content/login';
import { collectErrors } from './harness';

/** Each form, where it is, its submit button, and the message an empty submit shows. */
export const forms = [
  { name: 'contact', path: '/contact', submit: contact.form.submit, message: contact.form.requiredError },
  { name: 'booking', path: '/booking', submit: booking.form.submit, message: booking.form.requiredError },
  { name: 'newsletter', path: '/about', submit: newsletter.submit, message: newsletter.emptyEmailError },
  { name: 'sign-in', path: '/login', submit: login.submit, message: login.fieldErrors.emailRequired },
] as const;

type Form = (typeof forms)[number];

/**
 * Opens `address` with its module scripts held back until `release` (so a press lands before its
 * island hydrates). `addresses` lists each address the page's frame has shown.
 */
async function openHeld(browser: Browser, address: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  // A later page of the visit: the dev server's pages have the splash, which this visit has seen.
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), splash.sessionKey);
  const errors = collectErrors(page);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  // The page's classic scripts (the first one keeps early presses) come at once; its modules after the press.
  let release = () => {};
  const pressed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    const request = route.request();
    const classic = /\/assets\/(theme-choice|start-page|reveal-on-scroll)-/.test(request.url());
    if (request.resourceType() === 'script' && !classic) await pressed;
    await route.continue();
  });
  // Module scripts hold the load event back: the page is there once its HTML has arrived.
  await page.goto(address, { waitUntil: 'commit' });
  /** Presses `control`, checks its island had not hydrated, then lets the modules load. */
  const pressThenRelease = async (control: Locator) => {
    await control.click();
    const island = page.locator('[data-island]', { has: control });
    expect(await island.getAttribute('data-hydrated'), 'the island had hydrated before the press').toBeNull();
    release();
  };
  return { context, page, errors, addresses, pressThenRelease };
}

/** Presses the form's submit button early, and checks the press is carried out: the URL stays, the message shows. */
export async function pressEarly(browser: Browser, address: string, form: Form): Promise<void> {
  const { context, page, errors, addresses, pressThenRelease } = await openHeld(browser, address);
  await pressThenRelease(page.getByRole('button', { name: form.submit, exact: true }));
  await page.getByText(form.message, { exact: true }).first().waitFor();
  expect(addresses).toEqual([address]);
  expect(page.url()).toBe(address);
  expect(errors).toEqual([]);
  await context.close();
}

/**
 * Presses `control` early (scrolled into view first, as a visitor would), and checks the press is
 * carried out: `shows` resolves once the page shows its outcome.
 */
export async function pressControlEarly(
  browser: Browser,
  address: string,
  control: (page: Page) => Locator,
  shows: (page: Page) => Promise<void>,
): Promise<void> {
  const { context, page, errors, addresses, pressThenRelease } = await openHeld(browser, address);
  await control(page).scrollIntoViewIfNeeded();
  await pressThenRelease(control(page));
  await shows(page);
  expect(addresses).toEqual([address]);
  expect(errors).toEqual([]);
  await context.close();
}
