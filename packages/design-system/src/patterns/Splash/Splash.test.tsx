// What stories cannot do: run real CSS transitions (stories force them to 0 s) and switch the
// reduced-motion setting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../../theme/themes.css';
import { Reveal } from '../../motion/Reveal';
import { Splash, splashCovered } from './Splash';
import { splashFallbackStyles } from './splashFallback';

// The motion tokens (durations, easings) are theme variables.
document.documentElement.classList.add(lightTheme);

const emulateReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(() => emulateReducedMotion('no-preference'));

const overlay = () => document.querySelector<HTMLElement>('[data-splash]');

describe('Splash', () => {
  it('leaves the DOM in the frame it is hidden, with no fade, and reports it once', async () => {
    await emulateReducedMotion('no-preference');
    const onHidden = vi.fn();
    const screen = await render(<Splash visible logo="Northwind" message="Welcome" onHidden={onHidden} />);
    expect(getComputedStyle(overlay()!).opacity).toBe('1');
    // Nothing on it is set to fade.
    expect(getComputedStyle(overlay()!).transitionDuration).toBe('0s');
    expect(overlay()!.getAnimations()).toEqual([]);

    await screen.rerender(<Splash visible={false} logo="Northwind" message="Welcome" onHidden={onHidden} />);
    expect(overlay()).toBeNull();
    await expect.poll(() => onHidden.mock.calls.length).toBe(1);

    await screen.rerender(<Splash visible={false} logo="Northwind" message="Welcome" onHidden={onHidden} />);
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('shows no progress bar under reduced motion, and leaves at once there too', async () => {
    await emulateReducedMotion('reduce');
    const onHidden = vi.fn();
    const screen = await render(<Splash visible progressDuration={3000} onHidden={onHidden} />);
    expect(getComputedStyle(document.querySelector('[aria-hidden="true"]')!).display).toBe('none');

    await screen.rerender(<Splash visible={false} progressDuration={3000} onHidden={onHidden} />);
    expect(overlay()).toBeNull();
    await expect.poll(() => onHidden.mock.calls.length).toBe(1);
  });

  it('fills its progress bar over the given duration', async () => {
    await emulateReducedMotion('no-preference');
    await render(<Splash visible progressDuration={3000} />);
    const fill = document.querySelector<HTMLElement>('[aria-hidden="true"] > span')!;
    expect(getComputedStyle(fill).transitionDuration).toBe('3s');
    // Starts empty and grows (transform only).
    await expect.poll(() => new DOMMatrix(getComputedStyle(fill).transform).a).toBeGreaterThan(0);
    expect(new DOMMatrix(getComputedStyle(fill).transform).a).toBeLessThan(1);
  });

  it('renders nothing when first rendered hidden', async () => {
    const onHidden = vi.fn();
    await render(<Splash visible={false} onHidden={onHidden} />);
    expect(overlay()).toBeNull();
    expect(onHidden).not.toHaveBeenCalled();
  });
});

describe('splashFallbackStyles', () => {
  const scriptAttribute = 'data-test-splash-script';
  const afterMs = 300;
  const covered = () => document.querySelector<HTMLElement>('[data-splash-covered]')!;
  const page = () => document.querySelector<HTMLElement>('h1')!;

  /** A prerendered page under its splash, with the fallback's style and no script to lift it. */
  const renderPage = () =>
    render(
      <>
        <style>{splashFallbackStyles({ afterMs, scriptAttribute })}</style>
        <Splash visible logo="Northwind" message="Welcome" />
        <div {...splashCovered(true)}>
          <Reveal trigger="load">
            <h1>The page</h1>
          </Reveal>
        </div>
      </>,
    );

  afterEach(() => document.documentElement.removeAttribute(scriptAttribute));

  it('lifts the splash in CSS when no script does, and shows the opening content still', async () => {
    await emulateReducedMotion('no-preference');
    await renderPage();
    expect(getComputedStyle(overlay()!).visibility).toBe('visible');
    expect(getComputedStyle(covered()).opacity).toBe('0');

    await expect.poll(() => getComputedStyle(overlay()!).visibility).toBe('hidden');
    expect(getComputedStyle(covered()).opacity).toBe('1');
    expect(getComputedStyle(page()).opacity).toBe('1');
    expect(document.elementFromPoint(10, 10)?.closest('[data-splash]')).toBeNull();
  });

  it('leaves the splash to the script once the script has marked the page', async () => {
    document.documentElement.setAttribute(scriptAttribute, '');
    await renderPage();
    expect(getComputedStyle(overlay()!).visibility).toBe('visible');
    expect(getComputedStyle(covered()).opacity).toBe('0');
    // Nothing is set to lift either later: the script's timer alone will.
    expect(overlay()!.getAnimations()).toEqual([]);
    expect(covered().getAnimations()).toEqual([]);
  });
});
