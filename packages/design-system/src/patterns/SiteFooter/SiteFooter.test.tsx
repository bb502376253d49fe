import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../../theme/themes.css';
import { SiteFooter } from '.';

// Stories run with animations skipped; the entrance motion and its reduced-motion fallback are checked here.
// The motion tokens (durations, easings) are theme variables.
document.documentElement.classList.add(lightTheme);

const emulateReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(() => emulateReducedMotion('no-preference'));

// Below the fold, as on a page: it plays as it scrolls into view.
const footer = (
  <>
    <div style={{ height: '150vh' }} />
    <SiteFooter.Root>
      <SiteFooter.Columns>
        <SiteFooter.Brand wordmark="Northwind" />
        <SiteFooter.Column title="Quick Links" links={[{ label: 'Home', href: '/' }]} />
        <SiteFooter.Column title="IT Services" links={[{ label: 'Web Design', href: '/booking' }]} />
        <SiteFooter.Contact>
          <SiteFooter.ContactGroup title="Support" items={[{ label: '+91 33 4600 1200', href: 'tel:+913346001200' }]} />
        </SiteFooter.Contact>
      </SiteFooter.Columns>
      <SiteFooter.Bottom>
        <SiteFooter.Legal copyright="© 2026 Northwind Digital." links={[{ label: 'Sitemap' }]} />
      </SiteFooter.Bottom>
    </SiteFooter.Root>
  </>
);

describe('SiteFooter entrance', () => {
  it('fades the columns in one after another, 0.2 s apart', async () => {
    await emulateReducedMotion('no-preference');
    const screen = await render(footer);
    const first = screen.getByText('Northwind', { exact: true }).element().parentElement as HTMLElement;
    const last = screen.getByText('© 2026 Northwind Digital.').element().parentElement?.parentElement as HTMLElement;
    await expect.poll(() => getComputedStyle(first).opacity).toBe('0');
    expect(getComputedStyle(last).opacity).toBe('0');
    first.scrollIntoView({ block: 'start' });
    // The first column starts at once; the bottom bar (fifth item) waits 4 × 0.2 s.
    await expect.poll(() => Number(getComputedStyle(first).opacity)).toBeGreaterThan(0);
    expect(Number(getComputedStyle(last).opacity)).toBe(0);
    await expect.poll(() => getComputedStyle(last).opacity).toBe('1');
    expect(getComputedStyle(first).opacity).toBe('1');
  });

  it('never hides anything under reduced motion', async () => {
    await emulateReducedMotion('reduce');
    const screen = await render(footer);
    const root = screen.getByRole('contentinfo').element();
    root.scrollIntoView({ block: 'start' });
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      expect(getComputedStyle(element).opacity).toBe('1');
      expect(getComputedStyle(element).transform).toBe('none');
    }
    expect(getComputedStyle(screen.getByText('© 2026 Northwind Digital.').element()).opacity).toBe('1');
  });
});
