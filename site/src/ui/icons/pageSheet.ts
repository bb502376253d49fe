/**
 * The icons a page holds itself, so that no `<use>` of its HTML points at a sprite file: Chromium
 * builds a document of its own for each file an external `<use>` points at (main-thread work after the
 * first paint), and nothing for a `<use>` of the page's own elements.
 *
 * While the page renders on the server, an icon registers its drawing (`hold`) and points at it by id.
 * Then:
 * - `place` turns the first `<use>` of each icon in the page's static HTML into the drawing itself,
 *   one element for one, so holding an icon adds no element to the page;
 * - `markup` holds, out of the layout, the drawings that only islands or templates point at: an
 *   island's HTML must be what the browser renders, where there are no drawings to place.
 *
 * A drawing is in the units of the `<svg>` it sits in, as is a `<use>` of it: each `<svg>` that draws
 * an icon sets the icon's `viewBox` (`assertBoxed`).
 */
export interface PageSheet {
  /**
   * The in-page href of an icon (`#<id>`): `drawing` gives its element, with that id, when it is placed,
   * in the units of `viewBox`.
   */
  hold(id: string, viewBox: string, drawing: () => string): string;
  /** The page's static HTML (before its islands are placed) with each icon's drawing at its first `<use>`. */
  place(staticHtml: string): string;
  /** An `<svg>` out of the layout holding the drawings `place` found no `<use>` for; empty when none. */
  markup(): string;
  /**
   * Throws unless each `<svg>` of the page that draws an icon the sheet holds (its drawing, or a `<use>`
   * of it) has the icon's `viewBox`.
   */
  assertBoxed(html: string): void;
}

/** Templates are inert: a `<use>` inside one is no place for a drawing that `<use>`s outside it point at. */
const templates = /(<template\b[\s\S]*?<\/template>)/;

export function pageSheet(): PageSheet {
  const drawings = new Map<string, () => string>();
  const boxes = new Map<string, string>();
  const placed = new Set<string>();
  return {
    hold(id, viewBox, drawing) {
      if (!drawings.has(id)) {
        drawings.set(id, drawing);
        boxes.set(id, viewBox);
      }
      return `#${id}`;
    },
    place(staticHtml) {
      return staticHtml
        .split(templates)
        .map((part) =>
          part.startsWith('<template')
            ? part
            : part.replace(/<use href="#([^"]+)"><\/use>/g, (use, id: string) => {
                const drawing = drawings.get(id);
                if (!drawing || placed.has(id)) return use;
                placed.add(id);
                return drawing();
              }),
        )
        .join('');
    },
    markup() {
      const rest = [...drawings].filter(([id]) => !placed.has(id));
      return rest.length === 0
        ? ''
        : `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${rest.map(([, drawing]) => drawing()).join('')}</svg>`;
    },
    assertBoxed(html) {
      for (const match of html.matchAll(/<(?:use href="#|[a-z]+ id=")([^"]+)"/g)) {
        const wanted = boxes.get(match[1]!);
        if (wanted === undefined) continue;
        const start = html.lastIndexOf('<svg', match.index);
        const tag = html.slice(start, html.indexOf('>', start) + 1);
        if (!tag.includes(` viewBox="${wanted}"`))
          throw new Error(`"${match[1]}" is drawn in an <svg> without viewBox="${wanted}": ${tag}`);
      }
    },
  };
}

/**
 * A symbol's content as one element with the given id: its only element, or a `<g>` around several.
 * `attributes` (the paint a symbol's shapes leave to their `<svg>`) go on that element.
 */
export function drawingOf(id: string, body: string, attributes = ''): string {
  const single = /^<([a-z]+)\b(?:[^>]*\/>|[^>]*>(?:(?!<\1\b).)*<\/\1>)$/s.exec(body);
  if (single) return body.replace(`<${single[1]}`, `<${single[1]} id="${id}"${attributes}`);
  return `<g id="${id}"${attributes}>${body}</g>`;
}
