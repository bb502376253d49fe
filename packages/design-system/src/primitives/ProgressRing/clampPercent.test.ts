import { describe, expect, it } from 'vitest';
import { clampPercent } from './clampPercent';

describe('clampPercent', () => {
  it('keeps whole numbers within range unchanged', () => {
    expect(clampPercent(0)).toBe(0);
    expect(clampPercent(42)).toBe(42);
    expect(clampPercent(100)).toBe(100);
  });

  it('clamps values outside 0–100', () => {
    expect(clampPercent(-10)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Infinity)).toBe(100);
    expect(clampPercent(-Infinity)).toBe(0);
  });

  it('rounds to a whole percent', () => {
    expect(clampPercent(42.4)).toBe(42);
    expect(clampPercent(42.5)).toBe(43);
    expect(clampPercent(99.6)).toBe(100);
    expect(clampPercent(-0.4)).toBe(0);
  });

  it('treats NaN as 0', () => {
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
