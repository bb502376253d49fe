/**
 * Every form that sends e-mail, sent for real: the @emailjs/browser SDK posts to the local inbox, which
 * speaks EmailJS's API. Bad input and provider faults (issue 5's table) each get a clear message and
 * lose nothing. The inbox and its fault injection are one resource for the whole run, so every test
 * that uses them lives in this file: e2e files run in parallel, the tests of one file one at a time.
 */
import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chromiumPath, testBrowserArgs } from '../../tools/chromium.mjs';
import { booking } from '../src/content/booking';
import { contact } from '../src/content/contact';
import { footer } from '../src/content/footer';
import { offline } from '../src/content/offline';
import { outbox } from '../src/content/outbox';
import { outboxDatabase, outboxSyncTag, staleAfterMs, type QueuedMessage } from '../src/outbox/outbox';
import { fireSync, syncTags } from './backgroundSync';
import { recordFrames, type FrameRecord, type Probe } from './frames';
import {
  bookingForm,
  chunkRun,
  collectErrors,
  contactForm,
  inbox,
  openPage,
  requestsSettled,
  trackRequests,
  unexpectedErrors,
  url,
  useBrowser,
  waitPastSplash,
} from './harness';

const browser = useBrowser({ reuseTab: true });
const { newsletter } = footer;

beforeEach(async () => {
  await inbox.clear();
  await inbox.fault({});
});

async function fillContact(page: Page, values: { name: string; email: string; message: string }) {
  const form = contactForm(page);
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.message.fill(values.message);
  return form;
}

/** The page has loaded its parts: the form's island and what it brings (its motion features, the SDK). */
async function partsLoaded(page: Page, island: string) {
  await page.locator(`[data-island="${island}"][data-hydrated]`).waitFor({ state: 'attached' });
  await requestsSettled(page);
}

/** A form and the confirmation that replaces it, frame by frame (opacity as drawn: the view's and its ancestors'). */
interface SwapProbe extends Probe {
  form: number;
  /** The form is on its way out (its view marked as leaving). */
  formLeaving: boolean;
  confirmation: number;
  /** The confirmation is on the page (drawn, whatever its opacity). */
  confirmationShown: boolean;
  /** Focus is on the confirmation's heading. */
  focused: boolean;
}

function swapProbe(): SwapProbe {
  const main = document.querySelector('main')!;
  const seen = (element: Element | null) => {
    if (!element?.checkVisibility()) return 0;
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  };
  const form = main.querySelector('form');
  // The confirmation's heading (SuccessPanel's title, which takes focus).
  const heading = main.querySelector('h2[tabindex="-1"]');
  const confirmation = seen(heading);
  return {
    form: seen(form),
    formLeaving: form?.closest('[data-presence="exit"]') != null,
    confirmation,
    confirmationShown: heading?.checkVisibility() ?? false,
    focused: heading !== null && document.activeElement === heading,
    settled: form === null && confirmation === 1,
  };
}

/** The form fades out, then (never both at once) the confirmation fades in and takes focus. */
function expectExitThenEnter({ frames }: FrameRecord<SwapProbe>) {
  expect(frames.some((frame) => frame.formLeaving)).toBe(true);
  expect(frames.some((frame) => frame.confirmationShown && frame.confirmation < 1)).toBe(true);
  expect(frames.filter((frame) => frame.form > 0 && frame.confirmation > 0)).toEqual([]);
  expect(frames.at(-1)).toMatchObject({ form: 0, confirmation: 1, focused: true });
}

/**
 * Sends a filled-in form once its island and what it brings have loaded and its motion features have
 * run (a swap before they have shows at once, without the fades), and returns the frames from the
 * press on.
 */
async function framesOfSend(page: Page, island: string, submit: Locator): Promise<FrameRecord<SwapProbe>> {
  await partsLoaded(page, island);
  await chunkRun(page, 'features-animation');
  const recorded = await recordFrames(page, 'submit', swapProbe, { animationRate: 0.5 });
  await submit.click();
  return recorded();
}

/** Under reduced motion: the form until the confirmation replaces it, whole, in one frame. */
function expectSwapAtOnce({ frames }: FrameRecord<SwapProbe>) {
  const states = frames.map((frame) => `${frame.form}/${frame.confirmation}`);
  expect(states.filter((state) => state !== '1/0' && state !== '0/1')).toEqual([]);
  expect(states.at(-1)).toBe('0/1');
  expect(frames.at(-1)!.focused).toBe(true);
}

describe('contact form (real EmailJS SDK → local inbox)', () => {
  it('typed and sent before its island has hydrated (its scripts held back), the message goes out with every value', async () => {
    // The page's module scripts arrive 1.5 s late; its classic ones (the first keeps early presses) at once.
    const holdModules = async (page: Page) => {
      await page.route('**/assets/*.js', async (route) => {
        if (!/\/assets\/(theme-choice|start-page|reveal-on-scroll)-/.test(route.request().url())) {
          await new Promise((done) => setTimeout(done, 1_500));
        }
        await route.continue();
      });
    };
    const session = await openPage(browser(), '/contact', { beforeLoad: holdModules });
    const { page } = session;
    const values = { name: 'Early Bird', email: 'early@example.com', message: 'Typed before the form could run' };
    const form = await fillContact(page, values);
    expect(await page.locator('[data-island="ContactForm"][data-hydrated]').count()).toBe(0);
    await form.submit.click();
    await page.getByRole('heading', { name: contact.success.title }).waitFor();
    const messages = await inbox.messages();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.templateParams).toMatchObject(values);
    expect(session.errors).toEqual([]);
    await session.close();
  });

  it('sends HTML, script and non-Latin text as text, shows Message Sent!, and clears the draft', async () => {
    const session = await openPage(browser(), '/contact');
    const { page } = session;
    const values = {
      name: 'Zoë Łukasz-Ōtani 李小龙',
      email: 'zoe@example.com',
      message: 'नमस्ते — مرحبا — <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 1"> & done',
    };
    const form = await fillContact(page, values);
    await inbox.fault({ delayMs: 800 });
    await form.submit.click();
    const busy = page.getByRole('button', { name: contact.form.sending });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await page.getByRole('heading', { name: contact.success.title }).waitFor();
    const messages = await inbox.messages();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ templateId: 'contact', libVersion: '4.4.1', templateParams: values });
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // The stored message shows on the inbox page as text, never executed.
    const inboxPage = await session.context.newPage();
    await inboxPage.goto(inbox.url());
    await inboxPage.getByText('<script>window.__pwned = 1</script>', { exact: false }).waitFor();
    expect(await inboxPage.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await inboxPage.close();

    // 'Send New Message' reloads the page: an empty form, the sent draft gone.
    await page.getByRole('button', { name: contact.success.action }).click();
    await page.getByRole('button', { name: contact.form.submit }).waitFor();
    expect(await contactForm(page).message.inputValue()).toBe('');
    await session.close();
  });

  it('sent: the form fades out, then Message Sent! fades in and takes focus (framer-motion presence)', async () => {
    const session = await openPage(browser(), '/contact');
    const { page } = session;
    const form = await fillContact(page, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    // The form's island and its motion features start at the first focus.
    expectExitThenEnter(await framesOfSend(page, 'ContactForm', form.submit));
    expect(await inbox.messages()).toHaveLength(1);
    await session.close();
  });

  it('sent, under reduced motion: Message Sent! replaces the form in one frame', async () => {
    const session = await openPage(browser(), '/contact', { reducedMotion: 'reduce' });
    const { page } = session;
    const form = await fillContact(page, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    expectSwapAtOnce(await framesOfSend(page, 'ContactForm', form.submit));
    await session.close();
  });

  it('sends a 50,000-character message whole', async () => {
    const session = await openPage(browser(), '/contact');
    const long = `${'All work and no play. '.repeat(2300).slice(0, 49_999)}.`;
    const form = await fillContact(session.page, { name: 'Long Writer', email: 'long@example.com', message: long });
    await form.submit.click();
    await session.page.getByRole('heading', { name: contact.success.title }).waitFor();
    const [message] = await inbox.messages();
    expect(message?.templateParams.message).toHaveLength(50_000);
    await session.close();
  });

  it.each([
    [400, 'The template ID is invalid'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [451, 'Unavailable For Headless Browser'],
    [500, 'Internal Server Error'],
  ])('provider answers %i: the error banner, every value kept, the error logged', async (status, text) => {
    const session = await openPage(browser(), '/contact');
    const values = { name: 'Ada', email: 'ada@example.com', message: `Status ${status} test` };
    const form = await fillContact(session.page, values);
    await inbox.fault({ status, text });
    await form.submit.click();
    await session.page.getByRole('alert').filter({ hasText: contact.form.sendError }).waitFor();
    expect([await form.name.inputValue(), await form.email.inputValue(), await form.message.inputValue()]).toEqual([
      values.name,
      values.email,
      values.message,
    ]);
    expect(await inbox.messages()).toHaveLength(0);
    expect(session.errors.some((error) => error.startsWith('Contact form: sending failed'))).toBe(true);
    expect(
      unexpectedErrors(session.errors, [/^Contact form: sending failed/, new RegExp(`status of ${status}`)]),
    ).toEqual([]);
    await session.context.close();
  });

  it('no network: the error banner and every value kept', async () => {
    const session = await openPage(browser(), '/contact');
    await session.page.route('**/api/v1.0/email/send', (route) => route.abort('internetdisconnected'));
    const form = await fillContact(session.page, { name: 'Ada', email: 'ada@example.com', message: 'Offline' });
    await form.submit.click();
    await session.page.getByRole('alert').filter({ hasText: contact.form.sendError }).waitFor();
    expect(await form.message.inputValue()).toBe('Offline');
    expect(unexpectedErrors(session.errors, [/^Contact form: sending failed/, /ERR_INTERNET_DISCONNECTED/])).toEqual(
      [],
    );
    await session.context.close();
  });

  it('a 10-second stall keeps the form busy, ignores a second submit, then sends once', async () => {
    const session = await openPage(browser(), '/contact');
    const { page } = session;
    const form = await fillContact(page, { name: 'Patient', email: 'patient@example.com', message: 'Slow network' });
    await inbox.fault({ delayMs: 10_000 });
    await form.submit.click();
    const busy = page.getByRole('button', { name: contact.form.sending });
    await busy.waitFor();
    await page.waitForTimeout(5_000);
    expect(await busy.isDisabled()).toBe(true);
    await form.message.press('Enter'); // in a textarea: a new line, never a second send
    await page.evaluate(() => document.querySelector('form')?.requestSubmit());
    await page.getByRole('heading', { name: contact.success.title }).waitFor();
    expect(await inbox.messages()).toHaveLength(1);
    await session.close();
  });
});

describe('booking form (real EmailJS SDK → local inbox)', () => {
  async function fillBooking(page: Page, service: string) {
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: service, exact: true }) });
    await card.getByRole('button', { name: /Select Service/ }).click();
    const form = bookingForm(page);
    await form.name.fill('Grace Hopper');
    await form.email.fill('grace@example.com');
    await form.message.fill('A clinic portal — 診療所');
    // The island has hydrated and carried out the 'Select Service' press: the form holds the service.
    await partsLoaded(page, 'Booking');
    await expect.poll(() => form.service.inputValue()).toBe(service);
    return form;
  }

  it('sends name, email, service and message; thank-you; another request keeps only the service', async () => {
    const session = await openPage(browser(), '/booking');
    const { page } = session;
    const form = await fillBooking(page, 'AI Integration');
    await form.submit.click();
    await page.getByRole('heading', { name: booking.thankYou.title }).waitFor();
    const [message] = await inbox.messages();
    expect(message).toMatchObject({
      templateId: 'booking',
      templateParams: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        service: 'AI Integration',
        message: 'A clinic portal — 診療所',
      },
    });
    await page.getByRole('button', { name: booking.thankYou.action }).click();
    await form.service.waitFor();
    expect(await form.service.inputValue()).toBe('AI Integration');
    expect(await form.name.inputValue()).toBe('');
    expect(await form.email.inputValue()).toBe('');
    await session.close();
  });

  it.each([
    [
      'sent: the form fades out, then the thank-you fades in and takes focus (framer-motion presence)',
      'no-preference',
      expectExitThenEnter,
    ],
    ['sent, under reduced motion: the thank-you replaces the form in one frame', 'reduce', expectSwapAtOnce],
  ] as const)('%s', async (_title, reducedMotion, expectSwap) => {
    const session = await openPage(browser(), '/booking', { reducedMotion });
    const { page } = session;
    const form = await fillBooking(page, 'AI Integration');
    expectSwap(await framesOfSend(page, 'Booking', form.submit));
    await session.close();
  });

  it('a failed send shows the error banner (the spec only logged it) and keeps every value', async () => {
    const session = await openPage(browser(), '/booking');
    const { page } = session;
    const form = await fillBooking(page, 'Digital Marketing');
    await inbox.fault({ status: 500, text: 'Internal Server Error' });
    await form.submit.click();
    await page.getByRole('alert').filter({ hasText: booking.form.sendError }).waitFor();
    expect(await form.name.inputValue()).toBe('Grace Hopper');
    expect(await form.service.inputValue()).toBe('Digital Marketing');
    expect(unexpectedErrors(session.errors, [/^Booking form: sending failed/, /status of 500/])).toEqual([]);
    await session.context.close();
  });
});

describe('a lost connection (real EmailJS SDK → local inbox)', () => {
  const contactValues = { name: 'Ada Offline', email: 'ada@example.com', message: 'Sent from a train' };

  /** The contact form filled in and sent while offline: the message is waiting. */
  async function submitOffline() {
    const session = await openPage(browser(), '/contact');
    const { page, context } = session;
    const form = await fillContact(page, contactValues);
    await partsLoaded(page, 'ContactForm');
    await context.setOffline(true);
    // The page says it is offline…
    await page.getByRole('status').getByText(offline.status.state, { exact: true }).waitFor();
    await form.submit.click();
    await page.getByRole('status').filter({ hasText: outbox.waiting }).waitFor();
    // …once: the form's own message says it now.
    await page.getByRole('status').getByText(offline.status.state, { exact: true }).waitFor({ state: 'detached' });
    return { session, page, context, form };
  }

  it('contact: offline, the message waits with every value kept, and goes out once when back online', async () => {
    const { session, page, context, form } = await submitOffline();
    expect(await form.name.inputValue()).toBe(contactValues.name);
    expect(await form.email.inputValue()).toBe(contactValues.email);
    expect(await form.message.inputValue()).toBe(contactValues.message);
    expect(await form.submit.isDisabled()).toBe(true);
    expect(await inbox.messages()).toHaveLength(0);
    await context.setOffline(false);
    await page.getByRole('heading', { name: contact.success.title }).waitFor();
    const messages = await inbox.messages();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.templateParams).toMatchObject(contactValues);
    expect(messages[0]?.templateParams.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.errors).toEqual([]);
    await session.close();
  });

  it('booking: offline, the request waits and goes out once when back online; the thank-you follows', async () => {
    const session = await openPage(browser(), '/booking');
    const { page, context } = session;
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Web Development', exact: true }) });
    await card.getByRole('button', { name: /Select Service/ }).click();
    const form = bookingForm(page);
    await form.name.fill('Grace Offline');
    await form.email.fill('grace@example.com');
    await partsLoaded(page, 'Booking');
    await context.setOffline(true);
    await form.submit.click();
    await page.getByRole('status').filter({ hasText: outbox.waiting }).waitFor();
    expect(await form.service.inputValue()).toBe('Web Development');
    await context.setOffline(false);
    await page.getByRole('heading', { name: booking.thankYou.title }).waitFor();
    const messages = await inbox.messages();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.templateParams).toMatchObject({ name: 'Grace Offline', service: 'Web Development' });
    expect(session.errors).toEqual([]);
    await session.close();
  });

  it('contact: the connection drops during the send; the message waits and arrives once when it returns', async () => {
    const session = await openPage(browser(), '/contact');
    const { page, context } = session;
    const form = await fillContact(page, contactValues);
    // The connection goes while the request is on its way.
    await page.route('**/api/v1.0/email/send', async (route) => {
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await form.submit.click();
    await page.getByRole('status').filter({ hasText: outbox.waiting }).waitFor();
    expect(await form.message.inputValue()).toBe(contactValues.message);
    expect(await inbox.messages()).toHaveLength(0);
    await page.unroute('**/api/v1.0/email/send');
    await context.setOffline(false);
    await page.getByRole('heading', { name: contact.success.title }).waitFor();
    expect(await inbox.messages()).toHaveLength(1);
    expect(unexpectedErrors(session.errors, [/ERR_INTERNET_DISCONNECTED/])).toEqual([]);
    await session.context.close();
  });

  it('contact: back online, a first try that gets no answer is tried again; the message arrives once', async () => {
    const { session, page, context } = await submitOffline();
    // The browser reports the connection before it carries requests: the first try gets no answer.
    await page.route('**/api/v1.0/email/send', (route) => route.abort('connectionrefused'), { times: 1 });
    await context.setOffline(false);
    await page.getByRole('heading', { name: contact.success.title }).waitFor();
    const messages = await inbox.messages();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.templateParams).toMatchObject(contactValues);
    expect(unexpectedErrors(session.errors, [/ERR_CONNECTION_REFUSED/])).toEqual([]);
    await session.context.close();
  });

  it('a waiting message can be cancelled: nothing goes out when the connection returns, the values stay', async () => {
    const session = await openPage(browser(), '/contact');
    const { page, context } = session;
    const form = await fillContact(page, contactValues);
    await partsLoaded(page, 'ContactForm');
    await context.setOffline(true);
    await form.submit.click();
    const status = page.getByRole('status').filter({ hasText: outbox.waiting });
    await status.waitFor();
    await status.getByRole('button', { name: outbox.cancel }).click();
    await status.waitFor({ state: 'detached' });
    await context.setOffline(false);
    await page.waitForTimeout(1_000);
    expect(await inbox.messages()).toHaveLength(0);
    expect(await form.message.inputValue()).toBe(contactValues.message);
    expect(await form.submit.isEnabled()).toBe(true);
    await session.close();
  });

  it('a reload during a send offers the message again; sending it delivers it once (one idempotency key)', async () => {
    const session = await openPage(browser(), '/contact');
    const { page } = session;
    const form = await fillContact(page, contactValues);
    await inbox.fault({ delayMs: 3_000 });
    await form.submit.click();
    await page.getByRole('button', { name: contact.form.sending }).waitFor();
    // Reload once the send is on the wire: before that, the reload would cancel it in the browser.
    await expect.poll(() => inbox.held()).toBe(1);
    await page.reload();
    const offer = page.getByRole('status').filter({ hasText: outbox.offered });
    await offer.waitFor();
    expect(await form.message.inputValue()).toBe(contactValues.message);
    await offer.getByRole('button', { name: outbox.sendNow }).click();
    await page.getByRole('heading', { name: contact.success.title }).waitFor();
    // The first request, held by the inbox through the reload, arrives too: it is the same message.
    await expect.poll(async () => (await inbox.dropped()).length).toBe(1);
    const messages = await inbox.messages();
    expect(messages).toHaveLength(1);
    expect((await inbox.dropped())[0]?.idempotencyKey).toBe(messages[0]?.templateParams.idempotency_key);
    await session.close();
  });

  it('a bot that fills the hidden field is thanked and nothing is sent; people never meet the field', async () => {
    const session = await openPage(browser(), '/contact');
    const { page } = session;
    const honeypot = page.locator('main input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await page.getByRole('main').getByRole('textbox').count()).toBe(3);
    const form = await fillContact(page, contactValues);
    await honeypot.fill('https://spam.example', { force: true });
    await form.submit.click();
    await page.getByRole('heading', { name: contact.success.title }).waitFor();
    await page.waitForTimeout(500);
    expect(await inbox.messages()).toHaveLength(0);
    await session.close();
  });

  it('a second send of the same form within seconds is refused before any request (EmailJS limitRate)', async () => {
    const session = await openPage(browser(), '/contact');
    const { page } = session;
    await (await fillContact(page, contactValues)).submit.click();
    await page.getByRole('heading', { name: contact.success.title }).waitFor();
    await page.reload();
    const again = await fillContact(page, { ...contactValues, message: 'And again' });
    await again.submit.click();
    await page.getByRole('alert').filter({ hasText: contact.form.sendError }).waitFor();
    expect(await again.message.inputValue()).toBe('And again');
    expect(await inbox.messages()).toHaveLength(1);
    expect(unexpectedErrors(session.errors, [/^Contact form: sending failed/])).toEqual([]);
    expect(session.errors.some((error) => error.includes('Too Many Requests'))).toBe(true);
    await session.context.close();
  });
});

function newsletterForm(page: Page) {
  const region = page.getByRole('contentinfo');
  return {
    field: region.getByLabel(newsletter.emailLabel),
    button: region.getByRole('button', { name: newsletter.submit }),
    busy: region.getByRole('button', { name: newsletter.sending }),
    region,
  };
}

describe('newsletter form (real EmailJS SDK → local inbox)', () => {
  it('subscribes: Sending..., success message, field cleared, message stored with the address', async () => {
    const session = await openPage(browser(), '/about', { viewport: 'phone' });
    const { field, button, busy, region } = newsletterForm(session.page);
    await inbox.fault({ delayMs: 600 });
    await field.fill('reader@example.com');
    await button.click();
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await region.getByText(newsletter.success).waitFor();
    expect(await field.inputValue()).toBe('');
    const messages = await inbox.messages();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      templateId: 'newsletter',
      libVersion: '4.4.1',
      templateParams: { email: 'reader@example.com' },
    });
    await session.close();
  });

  it('an empty or malformed address shows its message on the field, sends nothing, and typing clears it', async () => {
    const session = await openPage(browser(), '/about');
    const { field, button, region } = newsletterForm(session.page);
    await button.click();
    await region.getByText(newsletter.emptyEmailError).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await field.fill('reader@');
    await region.getByText(newsletter.emptyEmailError).waitFor({ state: 'detached' });
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await field.press('Enter');
    await region.getByText(newsletter.invalidEmailError).waitFor();
    expect(await inbox.messages()).toHaveLength(0);
    await session.close();
  });

  it.each([
    [400, 'The service ID is invalid'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [451, 'Unavailable For Headless Browser'],
    [500, 'Internal Server Error'],
  ])('a provider answer %i shows the failure message, keeps the address and logs the error', async (status, text) => {
    const session = await openPage(browser(), '/about');
    const { field, button, region } = newsletterForm(session.page);
    await inbox.fault({ status, text });
    await field.fill('reader@example.com');
    await button.click();
    await region.getByText(newsletter.sendError).waitFor();
    expect(await field.inputValue()).toBe('reader@example.com');
    // The spec logs the failure; the browser also reports the failed request itself.
    expect(
      unexpectedErrors(session.errors, [/^Newsletter form: sending failed/, new RegExp(`status of ${status}`)]),
    ).toEqual([]);
    expect(session.errors.some((error) => error.startsWith('Newsletter form: sending failed'))).toBe(true);
    await session.context.close();
  });

  it('no network: the failure message, the address kept', async () => {
    const session = await openPage(browser(), '/about');
    const { field, button, region } = newsletterForm(session.page);
    await session.page.route('**/api/v1.0/email/send', (route) => route.abort('internetdisconnected'));
    await field.fill('reader@example.com');
    await button.click();
    await region.getByText(newsletter.sendError).waitFor();
    expect(await field.inputValue()).toBe('reader@example.com');
    expect(unexpectedErrors(session.errors, [/^Newsletter form: sending failed/, /ERR_INTERNET_DISCONNECTED/])).toEqual(
      [],
    );
    await session.context.close();
  });
});

describe('the outbox in IndexedDB: a closed tab, several tabs, the service worker', () => {
  const values = { name: 'Ada Outbox', email: 'ada@example.com', message: 'Sent from the metro' };
  const origin = new URL(url('')).origin;
  /** The full browser: the headless shell has Background Sync switched off. */
  let fullBrowser: Browser | undefined;
  beforeAll(async () => {
    fullBrowser = await chromium.launch({ executablePath: chromiumPath, args: testBrowserArgs });
  });
  afterAll(async () => {
    await fullBrowser?.close();
  });

  /** A tab on `path` past the splash, its console errors noted; with `worker`, once the service worker is ready. */
  async function visit(context: BrowserContext, path: string, { worker = true } = {}) {
    const page = await context.newPage();
    const errors = collectErrors(page);
    trackRequests(page);
    await page.goto(url(path));
    await waitPastSplash(page);
    // What the page loads by itself has arrived.
    await requestsSettled(page);
    if (worker) await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    return { page, errors };
  }

  /** The contact form filled in and sent while offline (the page's connection only): the message waits. */
  async function sendOffline(page: Page) {
    const form = await fillContact(page, values);
    await partsLoaded(page, 'ContactForm');
    await page.context().setOffline(true);
    await form.submit.click();
    await page.getByRole('status').filter({ hasText: outbox.waiting }).waitFor();
  }

  const outboxRecords = (page: Page) =>
    page.evaluate(
      ({ name, store }) =>
        new Promise<unknown[]>((resolve, reject) => {
          const opening = indexedDB.open(name);
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const all = opening.result.transaction(store).objectStore(store).getAll();
            all.onsuccess = () => resolve(all.result);
          };
        }),
      outboxDatabase,
    );

  /**
   * Every write to IndexedDB in the context's pages, and each online and offline event, with the
   * page's time: what a failure prints, to tell which write left a message as it found it.
   */
  async function traceOutboxWrites(context: BrowserContext): Promise<string[]> {
    const trail: string[] = [];
    await context.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      const note = (text: string) => console.debug(`outbox trail: ${Math.round(performance.now())} ms ${text}`);
      IDBObjectStore.prototype.put = function (value: unknown, key?: IDBValidKey) {
        note(`put (onLine ${navigator.onLine}) ${JSON.stringify(value)}`);
        return put.call(this, value, key);
      };
      for (const type of ['online', 'offline']) addEventListener(type, () => note(type));
    });
    context.on('console', (message) => {
      if (message.text().startsWith('outbox trail:')) trail.push(`${message.page()?.url()} ${message.text()}`);
    });
    return trail;
  }

  const putInOutbox = (page: Page, messages: QueuedMessage[]) =>
    page.evaluate(
      ({ records, name, store }) =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open(name);
          // As idb-keyval makes it, on first use.
          opening.onupgradeneeded = () => opening.result.createObjectStore(store);
          opening.onsuccess = () => {
            const transaction = opening.result.transaction(store, 'readwrite');
            for (const record of records) transaction.objectStore(store).put(record, record.key);
            transaction.oncomplete = () => resolve();
            transaction.onerror = () => reject(transaction.error);
          };
        }),
      { records: messages, ...outboxDatabase },
    );

  it('a message sent offline goes out once the connection returns, though its tab was closed (Background Sync)', async () => {
    const context = await fullBrowser!.newContext();
    const { page, errors } = await visit(context, '/contact');
    // The network carries nothing: the service worker's own tries get no answer either.
    await inbox.fault({ hangUp: true, count: 100 });
    await sendOffline(page);
    expect(await syncTags(page)).toContain(outboxSyncTag);
    expect(errors).toEqual([]);
    await page.close();

    await inbox.fault({});
    await context.setOffline(false);
    await fireSync(context, origin, outboxSyncTag);
    await expect.poll(async () => (await inbox.messages()).length).toBe(1);
    const [message] = await inbox.messages();
    expect(message?.templateParams).toMatchObject(values);
    expect(message?.templateParams.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await inbox.dropped()).toEqual([]);

    // The next visit finds nothing left to send or offer.
    const next = await visit(context, '/contact');
    expect(await outboxRecords(next.page)).toEqual([]);
    expect(await next.page.getByRole('status').filter({ hasText: outbox.offered }).count()).toBe(0);
    expect(next.errors).toEqual([]);
    await context.close();
  });

  it('two tabs and the service worker all set to send when the connection returns: each tab confirms it, the inbox gets it once', async () => {
    const context = await fullBrowser!.newContext();
    const first = await visit(context, '/contact');
    await inbox.fault({ hangUp: true, count: 100 });
    await sendOffline(first.page);
    // A second tab, opened offline, finds the message waiting, and shows it.
    const second = await visit(context, '/contact');
    await second.page.getByRole('status').filter({ hasText: outbox.waiting }).waitFor();
    expect(await contactForm(second.page).message.inputValue()).toBe(values.message);

    await inbox.fault({});
    await Promise.all([context.setOffline(false), fireSync(context, origin, outboxSyncTag)]);
    // Each tab confirms it, whoever sent it.
    for (const { page } of [first, second]) {
      await page.getByRole('heading', { name: contact.success.title }).waitFor();
    }
    // Time for a second sender to try.
    await first.page.waitForTimeout(2_000);
    expect(await inbox.messages()).toHaveLength(1);
    // Never twice: no second request reached the inbox with the same key.
    expect(await inbox.dropped()).toEqual([]);
    expect([...first.errors, ...second.errors]).toEqual([]);
    await context.close();
  });

  it('a message that has waited more than three days is not sent by itself: the next visit offers it', async () => {
    const context = await fullBrowser!.newContext();
    const { page } = await visit(context, '/');
    const queued = { form: 'contact', waiting: true } as const;
    const stale = { ...queued, key: randomUUID(), values, queuedAt: Date.now() - staleAfterMs - 60_000 };
    const fresh = { ...queued, key: randomUUID(), values: { ...values, name: 'Fresh' }, queuedAt: Date.now() };
    await putInOutbox(page, [stale, fresh]);
    await fireSync(context, origin, outboxSyncTag);
    // The worker sends the fresh one and passes over the stale one, in one go.
    await expect.poll(async () => (await inbox.messages()).length).toBe(1);
    expect((await inbox.messages())[0]?.templateParams.idempotency_key).toBe(fresh.key);

    await page.goto(url('/contact'));
    await waitPastSplash(page);
    const offer = page.getByRole('status').filter({ hasText: outbox.offered });
    await offer.waitFor();
    expect(await contactForm(page).message.inputValue()).toBe(values.message);
    await offer.getByRole('button', { name: outbox.sendNow }).click();
    await page.getByRole('heading', { name: contact.success.title }).waitFor();
    const sent = await inbox.messages();
    expect(sent.map((message) => message.templateParams.idempotency_key).sort()).toEqual([stale.key, fresh.key].sort());
    await context.close();
  });

  it('without Background Sync (the headless shell), the next visit sends what a closed tab left waiting', async () => {
    const context = await browser().newContext({ serviceWorkers: 'block' });
    const trail = await traceOutboxWrites(context);
    const { page, errors } = await visit(context, '/contact', { worker: false });
    await sendOffline(page);
    // The closed tab leaves it marked as waiting for the connection: the next visit sends it by itself.
    expect(await outboxRecords(page)).toEqual([expect.objectContaining({ values, waiting: true })]);
    // The tab closes as the connection comes back: it has begun to close (its pagehide) when it hears
    // `online`. It leaves the message waiting rather than start a send that would die with it.
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
    await context.setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    await requestsSettled(page);
    expect(await outboxRecords(page)).toEqual([expect.objectContaining({ values, waiting: true })]);
    await page.close();
    expect(await inbox.messages()).toHaveLength(0);

    const next = await visit(context, '/contact', { worker: false });
    // Should the message not go out, the failure says what the page showed and what the inbox holds.
    await next.page
      .getByRole('heading', { name: contact.success.title })
      .waitFor()
      .catch(async (error: Error) => {
        const shown = await next.page.getByRole('main').innerText();
        const received = (await inbox.messages()).length;
        throw new Error(
          `${error.message}\nThe page showed: ${shown}\nThe inbox holds ${received}; errors: ${next.errors.join('; ')}` +
            `\nThe outbox holds ${JSON.stringify(await outboxRecords(next.page))}\n${trail.join('\n')}`,
        );
      });
    const messages = await inbox.messages();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.templateParams).toMatchObject(values);
    expect(await inbox.dropped()).toEqual([]);
    expect([...errors, ...next.errors]).toEqual([]);
    await context.close();
  });
});
