// @ts-check
/**
 * The targets: the shipped build against the splashless one, route by route. The splash may
 * cost some work, but not much: style and layout time and task time (DevTools protocol, unthrottled,
 * the main thread's CPU time: see devtools.mjs) at most 1.25× the splashless build's, Lighthouse's
 * TBT at most 1.5×; and it must hide the page's start-up: any island that starts by itself has
 * hydrated before the splash lifts (a page whose islands wait for the visitor hydrates never, which
 * meets it), no long frame in the 2 s after. Besides, as shipped: CLS 0, accessibility, best practices and SEO
 * 100, and on `/` at most 30 requests of the page's own (Chromium's installability fetches apart) and
 * 900 DOM elements.
 */
import { afterLiftMs } from './devtools.mjs';
import { count, fineMillis, millis, seconds, shift, times } from './format.mjs';
import { auditMisses } from './variants.mjs';

/** @typedef {import('./row.mjs').Row} Row */
/** @typedef {{ label: string, text: string, miss: boolean }} Verdict */

export const splashTargets =
  'style + layout time ≤ 1.25× and task time ≤ 1.25× those of the splashless build (main-thread CPU time), Lighthouse TBT ≤ 1.5× ' +
  '(when the splashless TBT is 0 ms: met when shipped ≤ 50 ms), CLS 0, accessibility, best practices and ' +
  'SEO 100; on `/` ≤ 30 requests of the page (the full browser’s fetches of the manifest and its icons apart) and ≤ 900 DOM elements; an island that starts by itself hydrated before the splash lifts (4× CPU, slow ' +
  `4G); no frame over 50 ms (long animation frame: script, style, layout, paint) in the ${afterLiftMs / 1000} s after the lift`;

/**
 * @param {string} label
 * @param {number} shipped
 * @param {number} splashless
 * @param {number} limit the largest ratio allowed
 * @param {(value: number) => string} unit
 * @returns {Verdict}
 */
function ratio(label, shipped, splashless, limit, unit) {
  const value = shipped / splashless;
  return { label, text: `${unit(shipped)} / ${unit(splashless)} = ${times(value)}`, miss: !(value <= limit) };
}

/**
 * Lighthouse's TBT at most 1.5×; a splashless TBT of 0 ms allows no ratio, so then up to 50 ms passes.
 * @param {number} shipped
 * @param {number} splashless
 * @returns {Verdict}
 */
function tbtRatio(shipped, splashless) {
  if (Math.round(splashless) > 0) return ratio('TBT', shipped, splashless, 1.5, millis);
  return { label: 'TBT', text: `${millis(shipped)} / 0 ms (splashless 0: ≤ 50 ms)`, miss: !(shipped <= 50) };
}

/**
 * The verdicts for one route, in table order.
 * @param {Row} shipped
 * @param {Row} splashless
 * @returns {Verdict[]}
 */
export function splashVerdicts(shipped, splashless) {
  const { lighthouse, visit } = shipped;
  const audits = auditMisses(lighthouse);
  const home = shipped.route === '/';
  // NaN: no island hydrated by itself during the visit.
  const hydratedFirst = Number.isNaN(visit.hydratedMs) || visit.hydratedMs < visit.liftedMs;
  return [
    ratio(
      'style + layout, CPU',
      shipped.rendering.styleLayoutCpuMs,
      splashless.rendering.styleLayoutCpuMs,
      1.25,
      fineMillis,
    ),
    ratio('task time, CPU', shipped.rendering.taskCpuMs, splashless.rendering.taskCpuMs, 1.25, millis),
    tbtRatio(lighthouse.tbt, splashless.lighthouse.tbt),
    { label: 'CLS', text: shift(lighthouse.cls), miss: lighthouse.cls > 0 },
    {
      label: 'a11y · bp · SEO',
      text: `${lighthouse.accessibility} · ${lighthouse.bestPractices} · ${lighthouse.seo}`,
      miss: audits.accessibility || audits.bestPractices || audits.seo,
    },
    {
      label: 'requests',
      text: home
        ? `${count(lighthouse.requests)}${lighthouse.installRequests > 0 ? ` (+${count(lighthouse.installRequests)} install)` : ''}`
        : '—',
      miss: home && !(lighthouse.requests <= 30),
    },
    {
      label: 'DOM elements',
      text: home ? count(lighthouse.domElements) : '—',
      miss: home && !(lighthouse.domElements <= 900),
    },
    {
      label: 'hydrated before lift',
      text: `${hydratedFirst ? 'yes' : 'no'} (${Number.isNaN(visit.hydratedMs) ? 'nothing hydrated' : seconds(visit.hydratedMs)} / ${seconds(visit.liftedMs)})`,
      miss: !hydratedFirst,
    },
    {
      label: 'frames > 50 ms after lift',
      text:
        visit.longFramesAfterLift > 0
          ? `${count(visit.longFramesAfterLift)} (longest ${millis(visit.longestFrameAfterLiftMs)})`
          : count(visit.longFramesAfterLift),
      miss: !(visit.longFramesAfterLift === 0),
    },
  ];
}
