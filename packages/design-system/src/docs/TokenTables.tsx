// Renders the design tokens from tokens/ for the Storybook docs: every value comes from the JSON files.
import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../theme/contract.css';
import { baseValues, paletteValues, themeValues } from '../tokens';

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};
// Token names and values in the shipped body face: a system monospace stack would make the
// screenshots depend on the machine's fonts.
const code: CSSProperties = { fontFamily: vars.font.family.body, fontSize: vars.font.size.sm };

function Table({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  // On a phone the wider tables scroll sideways inside their own box instead of widening the page;
  // the box takes focus so the keyboard can scroll it too. A scroll box clips what overflows it, so
  // it reaches 32 px further down (and takes that back with its margin) to keep the last row's
  // elevation shadow whole.
  return (
    <div
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
      tabIndex={0}
      style={{ overflowX: 'auto', paddingBottom: 32, marginBottom: -32 }}
    >
      <table style={{ borderCollapse: 'collapse', width: '100%', color: vars.color.text, fontSize: vars.font.size.sm }}>
        <caption style={{ textAlign: 'left', fontWeight: 700, fontSize: vars.font.size.lg, paddingBottom: 8 }}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" style={cell}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A two-column table of token names and their CSS values. */
function ValueTable({ caption, values }: { caption: string; values: Record<string, string> }) {
  return (
    <Table caption={caption} columns={['Token', 'Value']}>
      {Object.entries(values).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code }}>
            {name}
          </th>
          <td style={{ ...cell, ...code }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}

const Swatch = ({ color }: { color: string }) => (
  <span
    aria-hidden="true"
    style={{
      display: 'inline-block',
      width: 40,
      height: 24,
      borderRadius: 6,
      background: color,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderSubtle}`,
    }}
  />
);

export function ColorRoles() {
  return (
    <Table
      caption="Colour roles (components use only these)"
      columns={['Role', 'Light', 'Light value', 'Dark', 'Dark value']}
    >
      {Object.keys(themeValues.light.color).map((role) => {
        const light = themeValues.light.color[role as keyof typeof themeValues.light.color];
        const dark = themeValues.dark.color[role as keyof typeof themeValues.dark.color];
        return (
          <tr key={role}>
            <th scope="row" style={{ ...cell, ...code }}>
              {role}
            </th>
            <td style={cell}>
              <Swatch color={light} />
            </td>
            <td style={{ ...cell, ...code }}>{light}</td>
            <td style={cell}>
              <Swatch color={dark} />
            </td>
            <td style={{ ...cell, ...code }}>{dark}</td>
          </tr>
        );
      })}
    </Table>
  );
}

export function Palette() {
  return (
    <Table caption="Raw palette (themes map it to roles)" columns={['Colour', 'Shades']}>
      {Object.entries(paletteValues).map(([name, shades]) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code }}>
            {name}
          </th>
          <td style={cell}>
            <span style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              {Object.entries(shades).map(([shade, value]) => (
                <span key={shade} style={{ display: 'inline-flex', flexDirection: 'column', gap: 4, ...code }}>
                  <Swatch color={value} />
                  {shade}
                </span>
              ))}
            </span>
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function Typography() {
  return (
    <Table caption={`Type scale (${baseValues.font.family.body})`} columns={['Token', 'Size', 'Sample']}>
      {Object.entries(baseValues.font.size).map(([name, size]) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code }}>
            {name}
          </th>
          <td style={{ ...cell, ...code }}>{size}</td>
          <td style={{ ...cell, fontSize: size, fontWeight: 600, lineHeight: 1.2 }}>Digital solutions</td>
        </tr>
      ))}
    </Table>
  );
}

export function Spacing() {
  return (
    <Table caption="Space (4 px base)" columns={['Token', 'Value', 'Preview']}>
      {Object.entries(baseValues.space).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code }}>
            {name}
          </th>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{ display: 'block', height: 12, width: value, background: vars.color.primary, borderRadius: 3 }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function RadiiAndShadows() {
  const box = (style: CSSProperties) => (
    <span
      aria-hidden="true"
      style={{ display: 'block', width: 96, height: 56, background: vars.color.surfaceRaised, ...style }}
    />
  );
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <Table caption="Radius" columns={['Token', 'Value', 'Preview']}>
        {Object.entries(baseValues.radius).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code }}>
              {name}
            </th>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={cell}>{box({ borderRadius: value, border: `2px solid ${vars.color.primary}` })}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Elevation (current theme)" columns={['Token', 'Preview']}>
        {(['sm', 'md', 'lg'] as const).map((name) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code }}>
              {name}
            </th>
            <td style={{ ...cell, padding: 20 }}>{box({ borderRadius: 12, boxShadow: vars.shadow[name] })}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

export function Motion() {
  const { duration, easing } = baseValues.motion;
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <ValueTable caption="Durations" values={duration} />
      <ValueTable caption="Easings" values={easing} />
      <ValueTable
        caption="Breakpoints and layers"
        values={{
          ...baseValues.breakpoint,
          ...Object.fromEntries(Object.entries(baseValues.zIndex).map(([k, v]) => [`z-${k}`, v])),
        }}
      />
    </div>
  );
}
