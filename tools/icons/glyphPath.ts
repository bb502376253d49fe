import type { SpriteSymbolText } from './spriteSymbols';

/**
 * A lucide glyph of a generated sprite as one `<path>`: its shapes (path, circle, ellipse, line, rect)
 * joined into one `d`, and the presentation attributes of the `<g>` around them (no fill, a
 * `currentColor` stroke, round caps and joins) on the path itself. One element instead of a `<g>` and
 * its shapes, for a page that holds the glyph itself. The path is in the glyph's 24-unit box: the
 * `<svg>` it sits in, or a `<use>` of it is in, needs `viewBox="0 0 24 24"`.
 */
export function glyphPath(symbol: SpriteSymbolText, id: string): string {
  const group = /^<g([^>]*)>(.*)<\/g>$/.exec(symbol.body);
  if (!group) throw new Error(`Glyph "${symbol.id}" is not one <g> of shapes`);
  const [, paint, shapes] = group as unknown as [string, string, string];
  const d = [...shapes.matchAll(/<(\w+)([^>]*)\/>/g)].map(([, tag, attributes]) =>
    shapeData(tag!, attributeValues(attributes!), symbol.id),
  );
  if (d.length === 0) throw new Error(`Glyph "${symbol.id}" has no shapes`);
  return `<path id="${id}" d="${d.join('')}"${paint}/>`;
}

function attributeValues(attributes: string): Record<string, string> {
  return Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

const numberPattern = /-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;

/** A shape as path data that starts with an absolute move, so it can follow any other shape's data. */
function shapeData(tag: string, a: Record<string, string>, glyph: string): string {
  const n = (name: string, fallback?: number) => {
    const value = a[name] === undefined ? fallback : Number(a[name]);
    if (value === undefined || Number.isNaN(value)) throw new Error(`Glyph "${glyph}": <${tag}> lacks ${name}`);
    return value;
  };
  switch (tag) {
    case 'path':
      return absoluteStart(a.d ?? '', glyph);
    case 'line':
      return `M${n('x1', 0)} ${n('y1', 0)}L${n('x2', 0)} ${n('y2', 0)}`;
    case 'circle':
      return ellipse(n('cx', 0), n('cy', 0), n('r'), n('r'));
    case 'ellipse':
      return ellipse(n('cx', 0), n('cy', 0), n('rx'), n('ry'));
    case 'rect': {
      const [x, y, w, h] = [n('x', 0), n('y', 0), n('width'), n('height')];
      const rx = Math.min(n('rx', a.ry === undefined ? 0 : Number(a.ry)), w / 2);
      const ry = Math.min(n('ry', rx), h / 2);
      if (rx === 0 || ry === 0) return `M${x} ${y}h${w}v${h}h${-w}z`;
      const arc = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
      return (
        `M${x + rx} ${y}h${w - 2 * rx}${arc(rx, ry)}v${h - 2 * ry}${arc(-rx, ry)}` +
        `h${2 * rx - w}${arc(-rx, -ry)}v${2 * ry - h}${arc(rx, -ry)}z`
      );
    }
    default:
      throw new Error(`Glyph "${glyph}": no path data for <${tag}>`);
  }
}

const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;

/**
 * A path's data whose first move is absolute. A path's leading `m` is absolute on its own but relative
 * after another shape's data, and the pairs after it are relative lines: `m12 19-7-7` is `M12 19l-7-7`.
 */
function absoluteStart(d: string, glyph: string): string {
  const trimmed = d.trim();
  if (trimmed.startsWith('M')) return trimmed;
  if (!trimmed.startsWith('m')) throw new Error(`Glyph "${glyph}": a path that does not start with a move`);
  const rest = trimmed.slice(1);
  const numbers = [...rest.matchAll(numberPattern)];
  const [x, y] = numbers;
  if (!x || !y) throw new Error(`Glyph "${glyph}": a move without its point`);
  const after = rest.slice(y.index + y[0].length).trimStart();
  const next = after.replace(/^,/, '').trimStart();
  return `M${x[0]} ${y[0]}${next === '' || /^[a-zA-Z]/.test(next) ? next : `l${next}`}`;
}
