import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { renderHook } from 'vitest-browser-react';
import { useMediaQuery } from './useMediaQuery';
import { useReducedMotion } from './useReducedMotion';

const emulateReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

afterEach(() => emulateReducedMotion('no-preference'));

describe('useReducedMotion', () => {
  it('follows the system setting as it changes', async () => {
    await emulateReducedMotion('no-preference');
    const { result } = await renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);

    await emulateReducedMotion('reduce');
    await expect.poll(() => result.current).toBe(true);

    await emulateReducedMotion('no-preference');
    await expect.poll(() => result.current).toBe(false);
  });
});

describe('useMediaQuery', () => {
  it('matches against the current viewport', async () => {
    const { result: wide } = await renderHook(() => useMediaQuery('(min-width: 600px)'));
    const { result: huge } = await renderHook(() => useMediaQuery('(min-width: 5000px)'));
    expect(wide.current).toBe(window.innerWidth >= 600);
    expect(huge.current).toBe(false);
  });
});
