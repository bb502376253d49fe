/** A percentage for display: rounded to a whole number and kept within 0–100 (NaN counts as 0). */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}
