import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../../theme';
import { AnimatedGradient } from './AnimatedGradient';

const emulateReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(() => emulateReducedMotion('no-preference'));

async function blobs() {
  const screen = await render(
    <div className={lightTheme}>
      <AnimatedGradient>Powerful Features</AnimatedGradient>
    </div>,
  );
  const root = screen.getByText('Powerful Features').element() as HTMLElement;
  return [...root.querySelector(':scope > [aria-hidden="true"]')!.children];
}

describe('AnimatedGradient', () => {
  it('drifts over the 8 s gradient token, forever, back and forth', async () => {
    await emulateReducedMotion('no-preference');
    for (const blob of await blobs()) {
      const style = getComputedStyle(blob);
      expect(style.animationName).not.toBe('none');
      expect(style.animationDuration).toBe('8s');
      expect(style.animationIterationCount).toBe('infinite');
      expect(style.animationDirection).toBe('alternate');
    }
  });

  it('stands still under reduced motion', async () => {
    await emulateReducedMotion('reduce');
    for (const blob of await blobs()) expect(getComputedStyle(blob).animationName).toBe('none');
  });
});
