// A bookshelf, drawn in the brand's colours: the illustration beside the reading circle (decorative).
import tokens from './tokens.json';

const { primary, primaryHover, accent, accentSubtle, surfaceSunken, text } = tokens.color;
const green = '#3f5e50';
const sage = '#7d9a86';
const cream = '#e2d3b8';
const wood = '#a77b4f';

/** Standing books, left to right: x, width, height and colour. */
const books: Array<[number, number, number, string]> = [
  [56, 34, 172, primary],
  [92, 26, 148, green],
  [120, 40, 190, accent],
  [162, 22, 134, text],
  [186, 36, 178, cream],
  [224, 30, 160, primaryHover],
];

export function Shelf() {
  return (
    <svg viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <rect width="480" height="360" fill={surfaceSunken} />
      <circle cx="392" cy="92" r="54" fill={accentSubtle} />
      {books.map(([x, width, height, fill]) => (
        <g key={x}>
          <rect x={x} y={288 - height} width={width} height={height} rx="2" fill={fill} />
          <rect x={x + 5} y={288 - height + 16} width={width - 10} height="4" fill={accentSubtle} opacity="0.7" />
          <rect x={x + 5} y={264} width={width - 10} height="4" fill={accentSubtle} opacity="0.7" />
        </g>
      ))}
      {/* One book leaning on the others. */}
      <g transform="rotate(14 262 288)">
        <rect x="262" y="134" width="30" height="154" rx="2" fill={sage} />
        <rect x="267" y="150" width="20" height="4" fill={accentSubtle} opacity="0.7" />
      </g>
      {/* A stack lying flat, with a plant on top. */}
      <rect x="318" y="264" width="122" height="24" rx="2" fill={primary} />
      <rect x="326" y="240" width="108" height="24" rx="2" fill={cream} />
      <rect x="322" y="216" width="100" height="24" rx="2" fill={green} />
      <path d="M352 216 L346 180 H402 L396 216 Z" fill={wood} />
      <ellipse cx="360" cy="160" rx="10" ry="24" fill={sage} transform="rotate(-24 360 160)" />
      <ellipse cx="390" cy="158" rx="10" ry="26" fill={green} transform="rotate(22 390 158)" />
      <ellipse cx="375" cy="150" rx="9" ry="30" fill={sage} />
      <rect x="24" y="288" width="432" height="16" rx="2" fill={wood} />
      <rect x="24" y="304" width="432" height="6" fill={text} opacity="0.15" />
    </svg>
  );
}
