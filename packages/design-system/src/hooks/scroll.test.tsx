import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useScrollProgress } from './useScrollProgress';
import { useScrollThreshold } from './useScrollThreshold';
import { useNearViewport } from './useNearViewport';

let spacer: HTMLDivElement;

beforeEach(() => {
  spacer = document.createElement('div');
  spacer.style.height = '5000px';
  document.body.append(spacer);
  window.scrollTo({ top: 0, behavior: 'instant' });
});

afterEach(() => {
  window.scrollTo({ top: 0, behavior: 'instant' });
  spacer.remove();
});

const scrollTo = (top: number) => window.scrollTo({ top, behavior: 'instant' });

describe('useScrollThreshold', () => {
  it('turns on only when scrolled strictly past the threshold, and off again', async () => {
    const { result } = await renderHook(() => useScrollThreshold(100));
    expect(result.current).toBe(false);

    scrollTo(100);
    await expect.poll(() => window.scrollY).toBe(100);
    expect(result.current).toBe(false);

    scrollTo(101);
    await expect.poll(() => result.current).toBe(true);

    scrollTo(40);
    await expect.poll(() => result.current).toBe(false);
  });

  it('follows a changed threshold', async () => {
    scrollTo(200);
    const { result, rerender } = await renderHook((threshold?: number) => useScrollThreshold(threshold ?? 100), {
      initialProps: 100,
    });
    expect(result.current).toBe(true);
    await rerender(300);
    expect(result.current).toBe(false);
  });
});

describe('useScrollProgress', () => {
  it('reports 0 at the top, 100 at the bottom and the share in between', async () => {
    const { result } = await renderHook(() => useScrollProgress());
    expect(result.current).toBe(0);

    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    scrollTo(Math.round(scrollable / 2));
    await expect.poll(() => result.current).toBe(50);

    scrollTo(scrollable);
    await expect.poll(() => result.current).toBe(100);
  });
});

describe('useNearViewport', () => {
  it('turns on once the element comes within the margin of the viewport, and stays on', async () => {
    const target = document.createElement('div');
    target.style.height = '10px';
    spacer.append(target);
    target.style.marginTop = `${window.innerHeight * 3}px`;
    const ref = { current: target };
    const { result } = await renderHook(() => useNearViewport(ref, '50%'));
    // Three screens down: not near yet.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(result.current).toBe(false);

    // Scrolled 1.6 screens: the element is 0.4 screens below the viewport, within the half-screen margin.
    scrollTo(window.innerHeight * 1.6);
    await expect.poll(() => result.current).toBe(true);

    scrollTo(0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(result.current).toBe(true);
  });
});
