import { describe, expect, it } from 'vitest';
import { scrollProgressPercent } from './useScrollProgress';

describe('scrollProgressPercent', () => {
  it('is the scrolled share of the scrollable height, rounded', () => {
    expect(scrollProgressPercent(0, 3000, 1000)).toBe(0);
    expect(scrollProgressPercent(1000, 3000, 1000)).toBe(50);
    expect(scrollProgressPercent(333, 3000, 1000)).toBe(17);
    expect(scrollProgressPercent(2000, 3000, 1000)).toBe(100);
  });

  it('is 0 when the page does not scroll, and clamps overscroll', () => {
    expect(scrollProgressPercent(0, 800, 1000)).toBe(0);
    expect(scrollProgressPercent(-40, 3000, 1000)).toBe(0);
    expect(scrollProgressPercent(2100, 3000, 1000)).toBe(100);
  });
});
