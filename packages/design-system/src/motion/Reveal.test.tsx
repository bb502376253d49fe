import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MotionProvider } from './MotionProvider';
import { Reveal } from './Reveal';

const emulateReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(() => emulateReducedMotion('no-preference'));

describe('Reveal', () => {
  it('starts hidden and fades in when motion is allowed', async () => {
    await emulateReducedMotion('no-preference');
    const screen = await render(
      <MotionProvider>
        <Reveal>Our Expertise</Reveal>
      </MotionProvider>,
    );
    const wrapper = screen.getByText('Our Expertise').element() as HTMLElement;
    expect(wrapper.style.opacity).toBe('0');
    await expect.poll(() => getComputedStyle(wrapper).opacity, { timeout: 3000 }).toBe('1');
  });

  it('never hides content under reduced motion', async () => {
    await emulateReducedMotion('reduce');
    const screen = await render(
      <MotionProvider>
        <Reveal delay={0.6}>Our Expertise</Reveal>
      </MotionProvider>,
    );
    const wrapper = screen.getByText('Our Expertise').element() as HTMLElement;
    expect(wrapper.getAttribute('style')).toBeNull();
    expect(getComputedStyle(wrapper).opacity).toBe('1');
  });
});
