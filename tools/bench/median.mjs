// @ts-check
/**
 * Medians over the runs of one route and variant. A figure a run could not take (NaN: the page never
 * hydrated, the splash never lifted) counts as the worst, so it shows when most runs lack it.
 */

/** The middle value; of an even number, the higher of the middle two (a value some run measured). @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => Number(Number.isNaN(a)) - Number(Number.isNaN(b)) || a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The median of each figure over the runs.
 * @template {Record<string, number>} T
 * @param {T[]} runs
 * @returns {T}
 */
export function medianOfEach(runs) {
  const keys = Object.keys(runs[0] ?? {});
  return /** @type {T} */ (Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] ?? NaN))])));
}
