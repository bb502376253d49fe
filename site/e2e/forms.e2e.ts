/**
 * The form pages, with the site's UI rules for forms: contact, booking, login and the assessment
 * form placeholder, at 375 and 1440 px.
 *
 * The e-mail sender and the identity provider are expected to fail here: today's stand-ins reject
 * every send ('Failed to fetch') and every sign-in ('network'); should the real providers be built
 * in, the routes below make their requests fail the same way, after a short delay.
 * The failed sends log an error on purpose (spec: "error logged"): each test takes exactly those
 * expected errors out of the session's list before `session.close()` asserts that nothing else was
 * logged.
 */
import type { BrowserContext, Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  collectErrors,
  hasHorizontalScroll,
  localAuthEmulatorOrigin,
  openPage,
  seriousAxeViolations,
  unexpectedErrors,
  url,
  useBrowser,
  viewportNames,
  viewports,
  waitPastSplash,
  type Session,
  type ViewportName,
} from './harness';

const browser = useBrowser({ reuseTab: true });

const required = 'Please fill in all required fields';
const invalidEmail = 'Please enter a valid email address.';
const sendFailure = 'Failed to send message. Please try again later.';
const networkFailure = 'Could not reach the sign-in service. Check your connection and try again.';

const bookingTitles = [
  'Web Development',
  'App Development',
  'Database Management',
  'AI Integration',
  'Digital Marketing',
];

/** Requests to the e-mail and identity providers fail (as a network error would) after 400 ms. */
async function failProviders(context: BrowserContext): Promise<void> {
  const fail = async (route: { abort(code?: string): Promise<void> }) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.abort('failed');
  };
  await context.route(/\/api\/v1\.0\/email\//, fail);
  await context.route(
    (address) =>
      /identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com/.test(address.href) ||
      address.origin === localAuthEmulatorOrigin,
    fail,
  );
}

/**
 * Removes from the session's errors those matching `pattern` and returns how many there were. Also
 * removes the browser's own line for a request the routes above failed (only the real providers
 * make one), so that `session.close()` checks that nothing else was logged.
 */
function takeExpectedErrors(session: Session, pattern: RegExp): number {
  const errors = session.errors;
  const kept = unexpectedErrors(errors, [pattern, /^Failed to load resource: net::ERR_FAILED( \(.+\))?$/]);
  const count = errors.filter((text) => pattern.test(text)).length;
  errors.splice(0, errors.length, ...kept);
  return count;
}

/** Name or type attribute of the focused element (inside the page). */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);
}

/**
 * Watches a submit button from now on and reports every label it showed and whether it was ever
 * disabled. With a sender that fails at once the busy state lasts one frame, so this reads the DOM's
 * mutation records (old values included) rather than polling.
 */
async function watchButton(button: Locator): Promise<() => Promise<{ labels: string[]; disabled: boolean }>> {
  await button.evaluate((element) => {
    const seen = { labels: new Set<string>(), disabled: false };
    const snapshot = () => {
      seen.labels.add((element.textContent ?? '').trim());
      if ((element as HTMLButtonElement).disabled) seen.disabled = true;
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData' && record.oldValue !== null) seen.labels.add(record.oldValue.trim());
        if (record.type === 'attributes' && record.attributeName === 'disabled' && record.oldValue !== null) {
          seen.disabled = true;
        }
        record.removedNodes.forEach((node) => seen.labels.add((node.textContent ?? '').trim()));
      }
      snapshot();
    });
    observer.observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
      characterDataOldValue: true,
      attributes: true,
      attributeOldValue: true,
    });
    (window as unknown as { __watched: typeof seen }).__watched = seen;
  });
  return () =>
    button.page().evaluate(() => {
      const seen = (window as unknown as { __watched: { labels: Set<string>; disabled: boolean } }).__watched;
      return { labels: [...seen.labels].filter(Boolean), disabled: seen.disabled };
    });
}

async function expectAccessibleAndFitting(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

/** Whether the element's box is fully inside the viewport and below the fixed 80 px nav bar. */
function inViewBelowNav(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 79 && box.top < window.innerHeight;
  });
}

// Each form's behaviour runs once, at the width its visitors use most: a prospective client's contact
// and booking on a phone, a clinic's sign-in at a desk. Every route's layout is checked at both widths
// by the page screenshots.
describe.each(viewportNames)('form pages at %s', (viewport: ViewportName) => {
  if (viewport === 'phone')
    it('contact: details, validation, a failed send keeping every value, no double send, and a draft that survives reload', async () => {
      const session = await openPage(browser(), '/contact', { viewport });
      const { page, context } = session;
      await failProviders(context);
      const main = page.locator('main');

      expect(await page.title()).toBe('Contact | Northwind Digital');
      await expect
        .poll(() => main.getByRole('heading', { level: 1 }).textContent())
        .toBe("Let's talk about your project");
      expect(await main.getByRole('link', { name: /Unit 502, 5th Floor/ }).getAttribute('target')).toBe('_blank');
      expect(await main.getByRole('link', { name: 'support@northwind-digital.example' }).getAttribute('href')).toBe(
        'mailto:support@northwind-digital.example',
      );
      expect(await main.getByRole('link', { name: '+91 33 4600 1200' }).getAttribute('href')).toBe('tel:+913346001200');

      const name = main.getByRole('textbox', { name: 'Name' });
      const email = main.getByRole('textbox', { name: 'Email' });
      const message = main.getByRole('textbox', { name: 'Message' });
      const submit = main.getByRole('button', { name: 'Send Message' });
      const alert = main.getByRole('alert');

      // The inputs keep the browser's flags; the form checks itself so the spec's message shows.
      expect(await email.getAttribute('type')).toBe('email');
      for (const field of [name, email, message]) expect(await field.getAttribute('required')).not.toBeNull();
      expect(await main.locator('form').getAttribute('novalidate')).not.toBeNull();

      // Empty submit: the message, every field invalid and pointing at it, focus on the first field.
      await submit.click();
      await alert.filter({ hasText: required }).waitFor();
      expect(await focusedName(page)).toBe('name');
      const summaryId = await alert.getAttribute('id');
      for (const field of [name, email, message]) {
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        expect(await field.getAttribute('aria-describedby')).toContain(summaryId);
      }
      // The message is not hidden under the fixed nav bar.
      expect(await inViewBelowNav(alert)).toBe(true);
      await expectAccessibleAndFitting(page);

      // Typing in any field clears the error.
      await message.fill('x');
      await alert.waitFor({ state: 'detached' });
      expect(await name.getAttribute('aria-invalid')).toBeNull();

      // Whitespace only counts as empty.
      await name.fill('   ');
      await email.fill('  ');
      await message.fill(' \n ');
      await submit.click();
      await alert.filter({ hasText: required }).waitFor();
      expect(await focusedName(page)).toBe('name');

      // A malformed e-mail gets its own message, on the e-mail field.
      await name.fill('Ada Lovelace');
      await email.fill('ada@');
      await message.fill('We need a patient portal.');
      await submit.click();
      await main.getByText(invalidEmail).waitFor();
      expect(await focusedName(page)).toBe('email');
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await main.getByText(required).count()).toBe(0);
      await email.pressSequentially('example.com');
      await main.getByText(invalidEmail).waitFor({ state: 'detached' });

      // A valid form: 'Sending...' on a disabled button, then the failure banner with every value kept.
      const watched = await watchButton(submit);
      await submit.click();
      await alert.filter({ hasText: sendFailure }).waitFor();
      const seen = await watched();
      expect(seen.labels).toContain('Sending...');
      expect(seen.disabled).toBe(true);
      expect(await submit.isEnabled()).toBe(true);
      expect(await name.inputValue()).toBe('Ada Lovelace');
      expect(await email.inputValue()).toBe('ada@example.com');
      expect(await message.inputValue()).toBe('We need a patient portal.');
      expect(await main.getByText('Message Sent!').count()).toBe(0);
      await expectAccessibleAndFitting(page);

      // Two submits in the same tick send once.
      await main.locator('form').evaluate((form: HTMLFormElement) => {
        form.requestSubmit();
        form.requestSubmit();
      });
      await alert.filter({ hasText: sendFailure }).waitFor();
      await expect
        .poll(() => session.errors.filter((text) => text.startsWith('Contact form: sending failed')).length)
        .toBe(2);

      // An accidental reload keeps the values (session storage), without the old banner.
      await page.reload();
      await waitPastSplash(page);
      // The prerendered form is empty: the draft comes back once the page's code has hydrated it.
      await expect.poll(() => name.inputValue()).toBe('Ada Lovelace');
      expect(await email.inputValue()).toBe('ada@example.com');
      expect(await message.inputValue()).toBe('We need a patient portal.');
      expect(await alert.count()).toBe(0);

      expect(takeExpectedErrors(session, /^Contact form: sending failed/)).toBe(2);
      await session.close();
    });

  if (viewport === 'phone')
    it('booking: five services, select pre-fills the form, steps, contact block, validation and a failed send', async () => {
      const session = await openPage(browser(), '/booking', { viewport });
      const { page, context } = session;
      await failProviders(context);
      const main = page.locator('main');

      expect(await page.title()).toBe('Booking | Northwind Digital');
      const cards = main.getByRole('article');
      expect(await cards.count()).toBe(5);
      for (const [index, title] of bookingTitles.entries()) {
        const card = cards.nth(index);
        expect(await card.getByRole('heading').textContent()).toBe(title);
        expect(await card.getByRole('list', { name: 'Key features' }).getByRole('listitem').count()).toBe(4);
        expect(await card.getByRole('button', { name: 'Select Service' }).count()).toBe(1);
      }

      await main.getByText('Our team will respond within 24 hours.').waitFor();
      const steps = main.getByRole('region', { name: 'How it works' }).getByRole('listitem');
      expect(await steps.count()).toBe(3);
      expect(await steps.getByRole('heading').allTextContents()).toEqual([
        'Fill the form',
        'Initial consultation',
        'Project kickoff',
      ]);
      expect(await main.getByRole('link', { name: 'support@northwind-digital.example' }).getAttribute('href')).toBe(
        'mailto:support@northwind-digital.example',
      );
      expect(await main.getByRole('link', { name: '+91 33 4600 1200' }).getAttribute('href')).toBe('tel:+913346001200');

      // 'Select Service' brings the form into view, pre-fills the service and puts focus on it.
      const formCard = main.getByRole('region', { name: 'Tell us about your project' });
      const service = main.getByRole('combobox', { name: 'Service' });
      expect(await service.inputValue()).toBe('');
      expect(await inViewBelowNav(formCard)).toBe(false);
      await cards.nth(3).getByRole('button', { name: 'Select Service' }).click();
      await expect.poll(() => inViewBelowNav(formCard)).toBe(true);
      await expect.poll(() => service.inputValue()).toBe('AI Integration');
      await expect.poll(() => focusedName(page)).toBe('service');
      await expect.poll(() => cards.nth(3).getByText('Selected').isVisible()).toBe(true);

      // Validation: the required message with focus on the first empty field, then the e-mail format.
      const name = main.getByRole('textbox', { name: 'Name' });
      const email = main.getByRole('textbox', { name: 'Email' });
      const details = main.getByRole('textbox', { name: 'Project Details' });
      const submit = main.getByRole('button', { name: 'Submit Request' });
      const alert = main.getByRole('alert');
      expect(await email.getAttribute('type')).toBe('email');
      expect(await details.getAttribute('required')).toBeNull();
      await submit.click();
      await alert.filter({ hasText: required }).waitFor();
      expect(await focusedName(page)).toBe('name');
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await service.getAttribute('aria-invalid')).toBeNull();
      await expectAccessibleAndFitting(page);

      await name.fill('Grace Hopper');
      await alert.waitFor({ state: 'detached' });
      await email.fill('grace@');
      await submit.click();
      await main.getByText(invalidEmail).waitFor();
      expect(await focusedName(page)).toBe('email');
      await email.fill('grace@clinic.example');
      await main.getByText(invalidEmail).waitFor({ state: 'detached' });

      // The service is required too (the placeholder is not an answer).
      await service.selectOption('');
      await submit.click();
      await alert.filter({ hasText: required }).waitFor();
      expect(await focusedName(page)).toBe('service');
      await service.selectOption('Database Management');

      // A failed send: the same banner as the contact form, every value kept.
      await details.fill('A pre-visit assessment form for three clinics.');
      const watched = await watchButton(submit);
      await submit.click();
      await alert.filter({ hasText: sendFailure }).waitFor();
      const seen = await watched();
      expect(seen.labels).toContain('Sending...');
      expect(seen.disabled).toBe(true);
      expect(await name.inputValue()).toBe('Grace Hopper');
      expect(await email.inputValue()).toBe('grace@clinic.example');
      expect(await service.inputValue()).toBe('Database Management');
      expect(await details.inputValue()).toBe('A pre-visit assessment form for three clinics.');
      expect(await main.getByText('Thank you!').count()).toBe(0);
      await expectAccessibleAndFitting(page);

      // The draft survives a reload.
      await page.reload();
      await waitPastSplash(page);
      // The prerendered form is empty: the draft comes back once the page's code has hydrated it.
      await expect.poll(() => name.inputValue()).toBe('Grace Hopper');
      expect(await service.inputValue()).toBe('Database Management');
      expect(await details.inputValue()).toBe('A pre-visit assessment form for three clinics.');

      // The contact block's two links.
      const pricing = main.getByRole('link', { name: 'View Pricing' });
      await pricing.click();
      await page.waitForURL(url('/contact'));
      await page.goBack();
      await page.waitForURL(url('/booking'));
      await main.getByRole('link', { name: 'See Portfolio' }).click();
      await page.waitForURL(url('/developers'));

      expect(takeExpectedErrors(session, /^Booking form: sending failed/)).toBe(1);
      await session.close();
    });

  if (viewport === 'desktop')
    it('login: no nav bar, labelled fields, the password toggle, field messages and the network failure', async () => {
      const session = await openPage(browser(), '/login', { viewport });
      const { page, context } = session;
      await failProviders(context);
      const main = page.locator('main');

      expect(await page.title()).toBe('Login | Northwind Digital');
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      await main.getByRole('heading', { level: 1, name: 'Clinic sign in' }).waitFor();

      const email = main.getByRole('textbox', { name: 'Email', exact: true });
      const password = main.getByLabel(/^Password/);
      expect(await email.getAttribute('type')).toBe('email');
      expect(await email.getAttribute('required')).not.toBeNull();
      expect(await password.getAttribute('required')).not.toBeNull();
      expect(await password.getAttribute('type')).toBe('password');

      await password.fill('correct horse');
      // The form's island hydrates at the first focus; the press is carried out once it has.
      await main.getByRole('button', { name: 'Show password' }).click();
      await expect.poll(() => password.getAttribute('type')).toBe('text');
      await main.getByRole('button', { name: 'Hide password' }).click();
      expect(await password.getAttribute('type')).toBe('password');
      await password.fill('');

      const login = main.getByRole('button', { name: 'Login', exact: true });
      await login.click();
      await main.getByText('Please enter your email address.').waitFor();
      await main.getByText('Please enter your password.').waitFor();
      expect(await focusedName(page)).toBe('email');
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      await expectAccessibleAndFitting(page);

      await email.fill('doctor@');
      await main.getByText('Please enter your email address.').waitFor({ state: 'detached' });
      await password.fill('correct horse');
      await login.click();
      await main.getByText('Please enter a valid email address.').waitFor();
      expect(await focusedName(page)).toBe('email');

      await email.fill('doctor@clinic.example');
      const watched = await watchButton(login);
      await login.click();
      await main.getByRole('alert').filter({ hasText: networkFailure }).waitFor();
      const seen = await watched();
      expect(seen.labels).toContain('Signing in...');
      expect(seen.disabled).toBe(true);
      expect(page.url()).toBe(url('/login'));
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
      expect(await email.inputValue()).toBe('doctor@clinic.example');
      await expectAccessibleAndFitting(page);

      takeExpectedErrors(session, /^$/); // the browser's line for the failed sign-in request
      await session.close();
    });

  if (viewport === 'desktop')
    it('login with a stored token goes on to the assessment form; signing out removes it and returns to login', async () => {
      const context = await browser().newContext({ viewport: viewports[viewport], serviceWorkers: 'block' });
      // Seeded once per tab, before the site's scripts run.
      await context.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('accessToken', 'stored-token');
          sessionStorage.setItem('seeded', '1');
        }
      });
      const page = await context.newPage();
      const errors = collectErrors(page);

      await page.goto(url('/login'));
      await waitPastSplash(page);
      await page.waitForURL(url('/assessmentForm'));
      const main = page.locator('main');
      await main.getByRole('heading', { level: 1, name: 'Assessment form' }).waitFor();
      await main.getByText('The assessment form will appear here.').waitFor();
      expect(await page.title()).toBe('Assessment Form | Northwind Digital');
      await expectAccessibleAndFitting(page);

      await main.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(url('/login'));
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
      await main.getByRole('heading', { level: 1, name: 'Clinic sign in' }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);

      expect(errors, 'console errors').toEqual([]);
      await context.close();
    });
});
