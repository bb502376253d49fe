// What stories cannot do: switch the reduced-motion setting and press real keys (the browser's own
// Tab order, not a simulation).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../../theme/themes.css';
import { BackToTop, type BackToTopProps } from './BackToTop';

// The motion tokens (durations, easings) are theme variables.
document.documentElement.classList.add(lightTheme);

const emulateReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(async () => {
  vi.restoreAllMocks();
  await page.viewport(1024, 720);
  await emulateReducedMotion('no-preference');
  window.scrollTo({ top: 0, behavior: 'instant' });
});

function Page(props: BackToTopProps) {
  return (
    <>
      <main id="main" style={{ height: 3000 }}>
        <a href="#home">Home</a>
      </main>
      <BackToTop {...props} />
      {/* Something after the button in the Tab order: where focus would go if it stayed at the bottom. */}
      <footer>
        <a href="#privacy">Privacy</a>
      </footer>
    </>
  );
}

async function scrolledPage(props: BackToTopProps = {}) {
  const screen = await render(<Page {...props} />);
  window.scrollTo({ top: 1200, behavior: 'instant' });
  const button = screen.getByRole('button', { name: 'Back to top' });
  await expect.element(button).toBeVisible();
  return button.element() as HTMLButtonElement;
}

describe('BackToTop', () => {
  it('scrolls smoothly and fades in when motion is allowed', async () => {
    await emulateReducedMotion('no-preference');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const button = await scrolledPage();
    expect(parseFloat(getComputedStyle(button).transitionDuration)).toBeGreaterThan(0);

    await userEvent.click(button);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    await expect.poll(() => window.scrollY).toBe(0);
  });

  it('jumps at once and does not animate under reduced motion', async () => {
    await emulateReducedMotion('reduce');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const button = await scrolledPage();
    expect(getComputedStyle(button).transitionDuration).toBe('0s');

    await userEvent.click(button);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
    expect(window.scrollY).toBe(0);
  });

  it('with the keyboard, leaves focus at the top of the document: the next Tab reaches its first link', async () => {
    const button = await scrolledPage();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => window.scrollY).toBe(0);
    expect(document.activeElement).toBe(document.body);

    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toHaveAccessibleName('Home');
    // The temporary tabindex that let the document take focus is gone again.
    expect(document.body).not.toHaveAttribute('tabindex');
  });

  it('focuses the element named by focusTargetId, making it focusable only for the moment', async () => {
    const button = await scrolledPage({ focusTargetId: 'main' });
    const main = document.getElementById('main')!;
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(main);
    expect(main).toHaveAttribute('tabindex', '-1');

    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toHaveAccessibleName('Home');
    expect(main).not.toHaveAttribute('tabindex');
  });

  describe('out of the way of what the visitor reads', () => {
    const query = () => document.querySelector<HTMLButtonElement>('button[aria-label="Back to top"]');
    /** Scrolls like a visitor, one step per event, so the button sees each move. */
    async function scrollBy(delta: number) {
      const steps = 5;
      for (let step = 0; step < steps; step += 1) {
        window.scrollBy({ top: delta / steps, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    }

    it('on a phone, hides while the visitor scrolls down and comes back when they scroll up', async () => {
      await page.viewport(375, 740);
      await render(<Page hideOnScrollDownBelow="md" />);
      await scrollBy(1200);
      await expect.poll(() => window.scrollY).toBe(1200);
      expect(query()).toBeNull();

      await scrollBy(-200);
      await expect.poll(query).not.toBeNull();
      // A small jitter downwards (under 8 px) does not hide it again; reading on does.
      await scrollBy(5);
      expect(query()).not.toBeNull();
      await scrollBy(300);
      await expect.poll(query).toBeNull();
    });

    it('stays while it has focus, so a keyboard user scrolling with the arrow keys keeps their place', async () => {
      await page.viewport(375, 740);
      await render(<Page hideOnScrollDownBelow="md" />);
      await scrollBy(1200);
      await scrollBy(-200);
      await expect.poll(query).not.toBeNull();
      query()!.focus();
      await scrollBy(400);
      expect(query()).toBe(document.activeElement);
    });

    it('on a wide screen, stays while the visitor scrolls down', async () => {
      await page.viewport(1024, 720);
      await render(<Page hideOnScrollDownBelow="md" />);
      await scrollBy(1200);
      await expect.poll(query).not.toBeNull();
    });

    it('rides above the clearOf region once it scrolls into view, and stands aside when it fills the screen', async () => {
      await page.viewport(375, 740);
      await render(
        <>
          <div style={{ height: 3000 }} />
          <BackToTop clearOf="#site-footer" />
          <footer id="site-footer" style={{ height: 1000 }}>
            <a href="#privacy">Privacy</a>
          </footer>
        </>,
      );
      const footer = document.getElementById('site-footer')!;
      window.scrollTo({ top: 3000 - 740 + 200, behavior: 'instant' });
      await expect
        .poll(() => query()?.getBoundingClientRect().bottom)
        .toBeLessThanOrEqual(footer.getBoundingClientRect().top);
      expect(footer.getBoundingClientRect().top).toBeLessThan(740);

      window.scrollTo({ top: 3000, behavior: 'instant' });
      await expect.poll(query).toBeNull();
    });
  });
});
