/**
 * The rule behind `Grid`'s balanced rows, as plain functions: what the grid's CSS does, written out so
 * it can be tested and read without a browser.
 *
 * A card grid never leaves a card alone on a row, and a short row never hugs the left edge:
 *
 * 1. Cards keep the width the page asked for (`columns` at that breakpoint): a short row is centred
 *    rather than stretched, so every card of the grid is the same width.
 * 2. A last row of one is avoided by moving one card down from the row above: `3 + 3 + 1` becomes
 *    `3 + 2 + 2`, `4 + 1` becomes `3 + 2`. Both short rows are centred.
 * 3. With two columns that cannot work (the row above would be left with one), so an odd number of
 *    cards (three or more) takes three columns instead: `3`, `3 + 2`, `3 + 2 + 2`…
 *
 * One column, or everything on one row, is never an orphan. The rule needs only the number of items,
 * known when the grid renders (on the server too): no measuring, right from the first paint.
 */

/** The most columns a balanced grid centres rows in (a 12-column grid is a layout, not a card grid). */
export const maxBalancedColumns = 6;

/** The columns a balanced grid uses for `count` items where the page asks for `columns`. */
export function balancedColumns(count: number, columns: number): number {
  if (columns === 2 && count > 2 && count % 2 === 1) return 3;
  return columns;
}

/** Lengths of a balanced grid's rows, top to bottom (what the CSS lays out; see the module comment). */
export function balancedRows(count: number, columns: number): number[] {
  if (count <= 0) return [];
  const perRow = balancedColumns(count, columns);
  const fullRows = Math.floor(count / perRow);
  const rest = count % perRow;
  if (rest === 0) return Array<number>(fullRows).fill(perRow);
  if (rest === 1 && fullRows > 0 && perRow > 2) {
    return [...Array<number>(fullRows - 1).fill(perRow), perRow - 1, 2];
  }
  return [...Array<number>(fullRows).fill(perRow), rest];
}
