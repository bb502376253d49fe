import { describe, expect, it } from 'vitest';
import { balancedColumns, balancedRows, maxBalancedColumns } from './balance';

describe('balancedColumns', () => {
  it('keeps the columns asked for, except two columns with an odd count of three or more', () => {
    expect(balancedColumns(4, 2)).toBe(2);
    expect(balancedColumns(3, 2)).toBe(3);
    expect(balancedColumns(5, 2)).toBe(3);
    expect(balancedColumns(1, 2)).toBe(2);
    expect(balancedColumns(7, 3)).toBe(3);
    expect(balancedColumns(5, 1)).toBe(1);
  });
});

describe('balancedRows', () => {
  it('lays out the grids of the issue without a lone card', () => {
    // Booking's five services at 768 px (two columns asked) and from 1024 px (three).
    expect(balancedRows(5, 2)).toEqual([3, 2]);
    expect(balancedRows(5, 3)).toEqual([3, 2]);
    // Three project or team cards at 768 px.
    expect(balancedRows(3, 2)).toEqual([3]);
  });

  it('moves one item down instead of leaving a last row of one', () => {
    expect(balancedRows(4, 3)).toEqual([2, 2]);
    expect(balancedRows(7, 3)).toEqual([3, 2, 2]);
    expect(balancedRows(5, 4)).toEqual([3, 2]);
    expect(balancedRows(9, 4)).toEqual([4, 3, 2]);
    expect(balancedRows(7, 2)).toEqual([3, 2, 2]);
  });

  it('keeps full rows, one short row, a single row and a single column as they are', () => {
    expect(balancedRows(6, 3)).toEqual([3, 3]);
    expect(balancedRows(8, 4)).toEqual([4, 4]);
    expect(balancedRows(6, 4)).toEqual([4, 2]);
    expect(balancedRows(2, 3)).toEqual([2]);
    expect(balancedRows(1, 3)).toEqual([1]);
    expect(balancedRows(3, 1)).toEqual([1, 1, 1]);
    expect(balancedRows(0, 3)).toEqual([]);
  });

  it('never leaves an item alone on a row of a multi-column grid, for any count', () => {
    for (let columns = 1; columns <= maxBalancedColumns; columns += 1) {
      for (let count = 1; count <= 60; count += 1) {
        const rows = balancedRows(count, columns);
        const perRow = balancedColumns(count, columns);
        const label = `${count} items in ${columns} columns: ${rows.join(' + ')}`;
        expect(
          rows.reduce((sum, n) => sum + n, 0),
          label,
        ).toBe(count);
        expect(Math.max(...rows), label).toBeLessThanOrEqual(perRow);
        // Full rows first, shorter rows after.
        expect(
          [...rows].sort((a, b) => b - a),
          label,
        ).toEqual(rows);
        if (perRow > 1 && rows.length > 1) expect(Math.min(...rows), label).toBeGreaterThan(1);
      }
    }
  });
});
