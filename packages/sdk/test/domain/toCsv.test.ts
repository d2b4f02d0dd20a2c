import fc from 'fast-check';
import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type CsvColumn, toCsv } from '../../src/domain/toCsv';

interface Transaction {
  reference: string;
  customerName?: string | null;
  amount: number;
  createdAt?: Date;
  customer?: { email: string };
}

const columns: CsvColumn<Transaction>[] = [
  { key: 'reference', header: 'Reference' },
  { key: 'customerName', header: 'Customer' },
  { key: 'amount', header: 'Amount' },
];

/** Reads CSV back the way a spreadsheet would. */
const readBack = (csv: string) => parse<string[]>(csv, { delimiter: ',', newline: '\r\n' });

describe('toCsv', () => {
  it('writes a header row and one CRLF-separated line per row, the reference always in quotes', () => {
    const csv = toCsv(
      [
        { reference: 'T-001', customerName: 'Ada', amount: 1500 },
        { reference: '000123', customerName: 'Kola', amount: 250.5 },
      ],
      columns,
    );
    expect(csv).toBe('"Reference",Customer,Amount\r\n"T-001",Ada,1500\r\n"000123",Kola,250.5');
  });

  it('quotes and escapes commas, quotes and line breaks', () => {
    const csv = toCsv([{ reference: 'R1', customerName: 'Lovelace, "Ada"\nLagos', amount: 1 }], columns);
    expect(csv).toBe('"Reference",Customer,Amount\r\n"R1","Lovelace, ""Ada""\nLagos",1');
  });

  it('writes null and undefined as empty cells (a quoted empty cell for the reference)', () => {
    const csv = toCsv(
      [{ reference: undefined as unknown as string, customerName: null, amount: 0 }],
      columns,
    );
    expect(csv).toBe('"Reference",Customer,Amount\r\n"",,0');
  });

  it('always quotes a column with quote: true, and reads cells through a getter', () => {
    const csv = toCsv(
      [
        {
          reference: 'R1',
          amount: 5,
          customer: { email: 'a@b.co' },
          createdAt: new Date('2026-03-01T10:00:00Z'),
        },
      ],
      [
        { key: 'amount', header: 'Amount', quote: true },
        { key: 'email', header: 'Email', value: (row) => row.customer?.email },
        { key: 'createdAt', header: 'Created' },
        { key: 'customer', header: 'Customer' },
      ],
    );
    expect(csv).toBe(
      '"Amount",Email,Created,Customer\r\n"5",a@b.co,2026-03-01T10:00:00.000Z,"{""email"":""a@b.co""}"',
    );
  });

  it('gives only the header row when there are no rows', () => {
    expect(toCsv([], columns)).toBe('"Reference",Customer,Amount');
  });

  const awkward = fc.string({
    unit: fc.oneof(
      fc.constantFrom(',', '"', '\n', '\r', '\r\n', ' ', '\t', ';', "'", '=', '₦', 'é', '😀', '\ufeff'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
    maxLength: 12,
  });

  it('round-trips arbitrary strings through papaparse', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 6 }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.array(fc.array(awkward, { minLength: 4, maxLength: 4 }), { maxLength: 6 }),
        fc.array(awkward, { minLength: 4, maxLength: 4 }),
        (keys, values, headers) => {
          const cols = keys.map((key, i) => ({ key, header: headers[i] ?? key }));
          const rows = values.map((cells) => Object.fromEntries(keys.map((key, i) => [key, cells[i]])));
          // One empty header and no rows is an empty file, which any CSV reader reads as no rows at all.
          fc.pre(cols.length > 1 || rows.length > 0 || cols[0]?.header !== '');
          const result = readBack(toCsv(rows, cols));
          expect(result.errors).toEqual([]);
          expect(result.data).toEqual([
            cols.map((c) => c.header),
            ...rows.map((row) => keys.map((key) => row[key])),
          ]);
        },
      ),
    );
  });

  it('always quotes the reference column, whatever it holds', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 5 }), (references) => {
        const csv = toCsv(
          references.map((reference) => ({ reference, amount: 1 })),
          [
            { key: 'reference', header: 'Reference' },
            { key: 'amount', header: 'Amount' },
          ],
        );
        const lines = csv.split('\r\n');
        for (const [i, reference] of references.entries()) {
          expect(lines[i + 1]).toBe(`"${reference.replaceAll('"', '""')}",1`);
        }
      }),
    );
  });
});
