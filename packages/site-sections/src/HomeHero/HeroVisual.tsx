import { useId } from 'react';
import { vars, cx } from '@agency/design-system';
import * as styles from './HomeHero.css';

const fill = (color: string) => ({ fill: color });

// Points of the dashboard's line chart (window coordinates).
const chart = [262, 240, 248, 222, 230, 204, 196, 210, 184].map((y, i) => [128 + i * 35.25, y] as const);
const line = chart.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y}`).join(' ');
const area = `${line} L410 276 L128 276 Z`;

/**
 * The default hero illustration: a dashboard window, a phone with an assistant chat and two floating
 * status chips, drawn from theme roles so it follows the theme. Purely decorative.
 */
export function HeroVisual() {
  const id = useId();
  const gradient = `${id}-gradient`;
  const areaFill = `${id}-area`;
  const stops = (
    <>
      <stop offset="0" style={{ stopColor: vars.color.primary }} />
      <stop offset="1" style={{ stopColor: vars.color.accent }} />
    </>
  );
  return (
    <div className={styles.visual} aria-hidden="true">
      <span className={styles.visualGlow} />
      <svg width="0" height="0" className={styles.defs} focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            {stops}
          </linearGradient>
          <linearGradient id={areaFill} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" style={{ stopColor: vars.color.primary, stopOpacity: 0.28 }} />
            <stop offset="1" style={{ stopColor: vars.color.primary, stopOpacity: 0 }} />
          </linearGradient>
        </defs>
      </svg>

      <div className={cx(styles.piece, styles.window)}>
        <svg viewBox="0 0 442 300" focusable="false">
          <rect width="442" height="40" style={fill(vars.color.surfaceSunken)} />
          <circle cx="20" cy="20" r="5" style={fill(vars.color.primary)} />
          <circle cx="36" cy="20" r="5" style={fill(vars.color.accent)} />
          <circle cx="52" cy="20" r="5" style={fill(vars.color.borderSubtle)} />
          <rect x="120" y="12" width="200" height="16" rx="8" style={fill(vars.color.surfaceRaised)} />
          <rect y="40" width="96" height="260" style={fill(vars.color.surface)} />
          <rect x="16" y="60" width="60" height="10" rx="5" style={fill(vars.color.primary)} />
          {[86, 110, 134, 158].map((y, i) => (
            <rect
              key={y}
              x="16"
              y={y}
              width={[52, 64, 44, 56][i]}
              height="8"
              rx="4"
              style={fill(vars.color.borderSubtle)}
            />
          ))}
          <rect x="116" y="58" width="140" height="12" rx="6" style={fill(vars.color.text)} />
          <rect x="116" y="78" width="96" height="8" rx="4" style={fill(vars.color.borderSubtle)} />
          {[vars.color.primary, vars.color.accent, vars.color.text].map((color, i) => (
            <g key={i} transform={`translate(${116 + i * 104} 100)`}>
              <rect
                width="94"
                height="54"
                rx="10"
                style={{ fill: vars.color.surfaceRaised, stroke: vars.color.borderSubtle }}
              />
              <rect x="12" y="14" width="40" height="6" rx="3" style={fill(vars.color.borderSubtle)} />
              <rect x="12" y="28" width={[56, 44, 50][i]} height="12" rx="6" style={fill(color)} />
            </g>
          ))}
          <rect
            x="116"
            y="168"
            width="306"
            height="116"
            rx="12"
            style={{ fill: 'none', stroke: vars.color.borderSubtle }}
          />
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
          <rect x="12" y="62" width="88" height="30" rx="12" style={fill(vars.color.surfaceSunken)} />
          <rect x="22" y="74" width="60" height="6" rx="3" style={fill(vars.color.borderSubtle)} />
          <rect x="40" y="102" width="88" height="26" rx="12" fill={`url(#${gradient})`} />
          <rect x="12" y="138" width="100" height="42" rx="12" style={fill(vars.color.surfaceSunken)} />
          <rect x="22" y="150" width="72" height="6" rx="3" style={fill(vars.color.borderSubtle)} />
          <rect x="22" y="162" width="52" height="6" rx="3" style={fill(vars.color.borderSubtle)} />
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
