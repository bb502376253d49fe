import { useId } from 'react';
import { vars, cx } from '@agency/design-system';
import * as styles from './HomeHero.css';

const fill = (color: string) => ({ fill: color });

/**
 * Path data of a rectangle with corner radius `r`, drawn clockwise from its top edge as `<rect rx>`
 * is, so that shapes of one paint can share one `<path>` (fewer elements on the page).
 */
function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  const arc = (dx: number, dy: number) => `a${r} ${r} 0 0 1 ${dx} ${dy}`;
  const side = (command: 'h' | 'v', length: number) => (length === 0 ? '' : `${command}${length}`);
  return (
    `M${x + r} ${y}${side('h', w - 2 * r)}${arc(r, r)}${side('v', h - 2 * r)}${arc(-r, r)}` +
    `${side('h', 2 * r - w)}${arc(-r, -r)}${side('v', 2 * r - h)}${arc(r, -r)}z`
  );
}

/** Path data of a circle: two half arcs, clockwise. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 1 ${2 * r} 0a${r} ${r} 0 1 1 ${-2 * r} 0z`;
}

// Points of the dashboard's line chart (window coordinates).
const chart = [262, 240, 248, 222, 230, 204, 196, 210, 184].map((y, i) => [128 + i * 35.25, y] as const);
const line = chart.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y}`).join(' ');
const area = `${line} L410 276 L128 276 Z`;

// The dashboard's three stat cards side by side (their left edges), each with a label and a value bar.
const cardX = [116, 220, 324] as const;
const cards = cardX.map((x) => roundedRect(x, 100, 94, 54, 10));
const cardValue = (x: number, width: number) => roundedRect(x + 12, 128, width, 12, 6);

/**
 * The dashboard window's shapes, one path per paint, in paint order. Shapes that overlap or touch keep
 * their order (the sidebar's items over it, the cards' labels and values over their cards). Chromium
 * anti-aliases a path of several shapes as one, so the curved rims of filled shapes differ slightly
 * (edge pixels only) from separate elements; outlines (strokes) come out identical.
 */
const windowPaths = {
  /** The address bar, and the stat cards' fills (under their outlines). */
  raised: [roundedRect(120, 12, 200, 16, 8), ...cards].join(''),
  /** The stat cards' and the chart panel's outlines. */
  outline: [...cards, roundedRect(116, 168, 306, 116, 12)].join(''),
  primary: [circle(20, 20, 5), roundedRect(16, 60, 60, 10, 5), cardValue(cardX[0], 56)].join(''),
  accent: [circle(36, 20, 5), cardValue(cardX[1], 44)].join(''),
  subtle: [
    circle(52, 20, 5),
    ...[52, 64, 44, 56].map((width, i) => roundedRect(16, 86 + i * 24, width, 8, 4)),
    roundedRect(116, 78, 96, 8, 4),
    ...cardX.map((x) => roundedRect(x + 12, 114, 40, 6, 3)),
  ].join(''),
  text: [roundedRect(116, 58, 140, 12, 6), cardValue(cardX[2], 50)].join(''),
};

/** The phone's chat: the assistant's bubbles, and the lines of text in them. */
const phonePaths = {
  bubbles: [roundedRect(12, 62, 88, 30, 12), roundedRect(12, 138, 100, 42, 12)].join(''),
  lines: [roundedRect(22, 74, 60, 6, 3), roundedRect(22, 150, 72, 6, 3), roundedRect(22, 162, 52, 6, 3)].join(''),
};

/**
 * The default hero illustration: a dashboard window, a phone with an assistant chat and two floating
 * status chips, drawn from theme roles so it follows the theme. Purely decorative.
 */
export function HeroVisual() {
  const id = useId();
  const gradient = `${id}-gradient`;
  const areaFill = `${id}-area`;
  return (
    <div className={styles.visual} aria-hidden="true">
      <span className={styles.visualGlow} />

      <div className={cx(styles.piece, styles.window)}>
        <svg viewBox="0 0 442 300" focusable="false">
          {/* Paint servers for every piece (gradients are never drawn themselves). */}
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" style={{ stopColor: vars.color.primary }} />
            <stop offset="1" style={{ stopColor: vars.color.accent }} />
          </linearGradient>
          <linearGradient id={areaFill} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" style={{ stopColor: vars.color.primary, stopOpacity: 0.28 }} />
            <stop offset="1" style={{ stopColor: vars.color.primary, stopOpacity: 0 }} />
          </linearGradient>
          <rect width="442" height="40" style={fill(vars.color.surfaceSunken)} />
          <rect y="40" width="96" height="260" style={fill(vars.color.surface)} />
          <path d={windowPaths.raised} style={fill(vars.color.surfaceRaised)} />
          <path d={windowPaths.outline} style={{ fill: 'none', stroke: vars.color.borderSubtle }} />
          <path d={windowPaths.primary} style={fill(vars.color.primary)} />
          <path d={windowPaths.accent} style={fill(vars.color.accent)} />
          <path d={windowPaths.subtle} style={fill(vars.color.borderSubtle)} />
          <path d={windowPaths.text} style={fill(vars.color.text)} />
          <path d={area} fill={`url(#${areaFill})`} />
          <path
            d={line}
            stroke={`url(#${gradient})`}
            style={{ fill: 'none', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' }}
          />
          <circle
            cx="410"
            cy="184"
            r="6"
            style={{ fill: vars.color.accent, stroke: vars.color.surfaceRaised, strokeWidth: 3 }}
          />
        </svg>
      </div>

      <div className={cx(styles.piece, styles.phone)}>
        <svg viewBox="0 0 139 278" focusable="false">
          <rect width="139" height="278" rx="20" style={fill(vars.color.surface)} />
          <rect x="52" y="8" width="36" height="8" rx="4" style={fill(vars.color.surfaceInverse)} />
          <circle cx="24" cy="38" r="10" fill={`url(#${gradient})`} />
          <rect x="40" y="33" width="50" height="8" rx="4" style={fill(vars.color.text)} />
          <path d={phonePaths.bubbles} style={fill(vars.color.surfaceSunken)} />
          <path d={phonePaths.lines} style={fill(vars.color.borderSubtle)} />
          {/* Each gradient bubble keeps its own element: the gradient spans each one's own box. */}
          <rect x="40" y="102" width="88" height="26" rx="12" fill={`url(#${gradient})`} />
          <rect x="60" y="190" width="68" height="24" rx="12" fill={`url(#${gradient})`} />
          <rect
            x="12"
            y="238"
            width="115"
            height="26"
            rx="13"
            style={{ fill: vars.color.surfaceRaised, stroke: vars.color.borderSubtle }}
          />
          <circle cx="113" cy="251" r="9" style={fill(vars.color.primary)} />
        </svg>
      </div>

      <div className={cx(styles.piece, styles.chip, styles.chipTop)}>
        <svg viewBox="0 0 168 60" focusable="false">
          <rect x="12" y="12" width="36" height="36" rx="10" fill={`url(#${gradient})`} />
          <path
            d="M26 24l-6 6 6 6M34 24l6 6-6 6"
            style={{
              fill: 'none',
              stroke: vars.color.onPrimary,
              strokeWidth: 2.5,
              strokeLinecap: 'round',
              strokeLinejoin: 'round',
            }}
          />
          <rect x="60" y="18" width="84" height="8" rx="4" style={fill(vars.color.text)} />
          <rect x="60" y="34" width="56" height="6" rx="3" style={fill(vars.color.borderSubtle)} />
        </svg>
      </div>

      <div className={cx(styles.piece, styles.chip, styles.chipBottom)}>
        <svg viewBox="0 0 202 85" focusable="false">
          <circle cx="42" cy="42" r="22" style={{ fill: 'none', stroke: vars.color.surfaceSunken, strokeWidth: 7 }} />
          <circle
            cx="42"
            cy="42"
            r="22"
            stroke={`url(#${gradient})`}
            strokeDasharray="104 34"
            transform="rotate(-90 42 42)"
            style={{ fill: 'none', strokeWidth: 7, strokeLinecap: 'round' }}
          />
          <rect x="80" y="24" width="96" height="8" rx="4" style={fill(vars.color.text)} />
          <rect x="80" y="40" width="70" height="6" rx="3" style={fill(vars.color.borderSubtle)} />
          <rect x="80" y="56" width="96" height="6" rx="3" style={fill(vars.color.surfaceSunken)} />
          <rect x="80" y="56" width="72" height="6" rx="3" style={fill(vars.color.accent)} />
        </svg>
      </div>
    </div>
  );
}
