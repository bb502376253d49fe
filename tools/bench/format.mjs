// @ts-check
/** How the benchmark writes its figures, in the console and in `bench/results.md`. */

/** @param {number} ms */
export const seconds = (ms) => (Number.isNaN(ms) ? 'never' : `${(ms / 1000).toFixed(2)} s`);

/** @param {number} ms */
export const millis = (ms) => (Number.isNaN(ms) ? '—' : `${Math.round(ms).toLocaleString('en')} ms`);

/** Style and layout durations are a few ms: one decimal. @param {number} ms */
export const fineMillis = (ms) => (Number.isNaN(ms) ? '—' : `${ms.toFixed(1)} ms`);

/** CLS with three decimals, but never a non-zero shift shown as 0.000. @param {number} cls */
export const shift = (cls) => (cls === 0 ? '0' : cls < 0.001 ? '< 0.001' : cls.toFixed(3));

/** Bytes in KB (1 KB = 1024 B), one decimal. @param {number} bytes */
export const kilobytes = (bytes) =>
  Number.isNaN(bytes)
    ? '—'
    : `${(bytes / 1024).toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;

/** @param {number} value */
export const count = (value) => (Number.isNaN(value) ? '—' : String(Math.round(value)));

/** @param {number} value */
export const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');

/** A figure the target missed: bold, with a cross (`markdown`), or a cross only (console). */
export const missed = {
  /** @param {string} text @param {boolean} miss */
  markdown: (text, miss) => (miss ? `**${text} ✗**` : text),
  /** @param {string} text @param {boolean} miss */
  console: (text, miss) => (miss ? `${text} ✗` : text),
};

/** A difference in ms with its sign (`+180 ms`, `−30 ms`, `±0 ms`). @param {number} ms */
export const signedMillis = (ms) => {
  if (Number.isNaN(ms)) return '—';
  const rounded = Math.round(ms);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded).toLocaleString('en')} ms`;
};

/** A change relative to a base, in whole percent with its sign (`+8%`, `−12%`). @param {number} change @param {number} base */
export const signedPercent = (change, base) => {
  if (!Number.isFinite(change / base)) return '—';
  const rounded = Math.round((change / base) * 100);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded)}%`;
};
