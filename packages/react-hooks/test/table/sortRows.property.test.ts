// @vitest-environment node
// The client-side sort of a table's page (no paged list of the contract sorts on the server): a stable
// permutation, ordered by the column, empty values last in both directions, and desc the mirror of asc
// for distinct values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldValue, sortRows } from '../../src/table/sortRows';

type Row = { id: number; v: number | string | null | undefined };
const value = fc.oneof(
  fc.integer({ min: -50, max: 50 }),
  fc.constantFrom('Ada', 'ada', 'item 2', 'item 10', 'Ngozi', 'Émeka', ''),
  fc.constant(null),
  fc.constant(undefined),
);
const rowsArb = fc.array(value, { maxLength: 30 }).map((values) => values.map((v, id) => ({ id, v }) as Row));
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

describe('sortRows', () => {
  it('is a permutation with the empty values last, in either direction', () => {
    fc.assert(
      fc.property(rowsArb, fc.constantFrom('asc' as const, 'desc' as const), (rows, direction) => {
        const sorted = sortRows(rows, { column: 'v', direction }, fieldValue);
        expect([...sorted].sort((a, b) => a.id - b.id)).toEqual(rows);
        const firstEmpty = sorted.findIndex((r) => isEmpty(r.v));
        if (firstEmpty >= 0) expect(sorted.slice(firstEmpty).every((r) => isEmpty(r.v))).toBe(true);
      }),
    );
  });

  it('orders numbers by value, and keeps equal rows in their order (stable)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 30 }), (values) => {
        const rows = values.map((v, id) => ({ id, v }));
        const asc = sortRows(rows, { column: 'v', direction: 'asc' }, fieldValue);
        for (let i = 1; i < asc.length; i++) {
          const [a, b] = [asc[i - 1]!, asc[i]!];
          expect(a.v < b.v || (a.v === b.v && a.id < b.id)).toBe(true);
        }
        const desc = sortRows(rows, { column: 'v', direction: 'desc' }, fieldValue);
        for (let i = 1; i < desc.length; i++) {
          const [a, b] = [desc[i - 1]!, desc[i]!];
          expect(a.v > b.v || (a.v === b.v && a.id < b.id)).toBe(true);
        }
      }),
    );
  });

  it('orders text naturally, case aside, and reads nested columns', () => {
    const rows = [{ c: { n: 'item 10' } }, { c: { n: 'Item 2' } }, { c: { n: 'item 1' } }, { c: {} }];
    expect(sortRows(rows, { column: 'c.n', direction: 'asc' }, fieldValue).map((r) => r.c.n)).toEqual([
      'item 1',
      'Item 2',
      'item 10',
      undefined,
    ]);
    expect(sortRows(rows, undefined, fieldValue)).toEqual(rows);
  });
});
