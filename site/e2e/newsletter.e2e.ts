import type { Page } from 'playwright';
import { beforeEach, describe, expect, it } from 'vitest';
import { footer } from '../src/content/footer';
import { inbox, openPage, useBrowser } from './harness';

const browser = useBrowser();
const { newsletter } = footer;

function form(page: Page) {
  const region = page.getByRole('contentinfo');
  return {
    field: region.getByLabel(newsletter.emailLabel),
    button: region.getByRole('button', { name: newsletter.submit }),
    busy: region.getByRole('button', { name: newsletter.sending }),
    region,
  };
}

beforeEach(async () => {
  await inbox.clear();
  await inbox.fault({});
});

describe('newsletter form (real EmailJS SDK → local inbox)', () => {
  it('subscribes: Sending..., success message, field cleared, message stored with the address', async () => {
    const session = await openPage(browser(), '/about', { viewport: 'phone' });
    const { field, button, busy, region } = form(session.page);
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

  it('an empty address shows the spec message and sends nothing', async () => {
    const session = await openPage(browser(), '/about');
    const { button, region } = form(session.page);
    await button.click();
    await region.getByText(newsletter.emptyEmailError).waitFor();
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
    const { field, button, region } = form(session.page);
    await inbox.fault({ status, text });
    await field.fill('reader@example.com');
    await button.click();
    await region.getByText(newsletter.sendError).waitFor();
    expect(await field.inputValue()).toBe('reader@example.com');
    // The spec logs the failure; the browser also reports the failed request itself.
    const unexpected = session.errors.filter(
      (error) => !error.startsWith('Newsletter subscription failed') && !error.includes(`status of ${status}`),
    );
    expect(unexpected).toEqual([]);
    expect(session.errors.some((error) => error.startsWith('Newsletter subscription failed'))).toBe(true);
    await session.context.close();
  });

  it('no network: the failure message, the address kept', async () => {
    const session = await openPage(browser(), '/about');
    const { field, button, region } = form(session.page);
    await session.page.route('**/api/v1.0/email/send', (route) => route.abort('internetdisconnected'));
    await field.fill('reader@example.com');
    await button.click();
    await region.getByText(newsletter.sendError).waitFor();
    expect(await field.inputValue()).toBe('reader@example.com');
    expect(
      session.errors.filter(
        (error) => !error.startsWith('Newsletter subscription failed') && !error.includes('ERR_INTERNET_DISCONNECTED'),
      ),
    ).toEqual([]);
    await session.context.close();
  });
});
