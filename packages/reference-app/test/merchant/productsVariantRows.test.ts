// The variants editor's rows: one per size and colour pair, keeping what was typed in the rows that stay.

import { describe, expect, it } from 'vitest';
import { variantAxis, variantRows, variantSku } from '../../src/workspace/products/variantRows';

describe('variantRows', () => {
  it('makes a row per size and colour pair, with SKUs made from the product SKU', () => {
    const rows = variantRows(
      [
        { type: 'size', options: ['S', 'M', 'L'] },
        { type: 'Colour', options: ['red', 'blue'] },
      ],
      [],
      'tee 01',
    );
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({ sku: 'TEE-01-S-RED', size: 'S', color: 'red', discount: 0, quantity: 0 });
    expect(rows.map((r) => `${r.size}/${r.color}`)).toEqual([
      'S/red',
      'S/blue',
      'M/red',
      'M/blue',
      'L/red',
      'L/blue',
    ]);
  });

  it('keeps typed rows when options change, and makes none without options', () => {
    const kept = { sku: 'MINE', size: 'M', color: 'red', discount: 100, quantity: 4 };
    const rows = variantRows(
      [
        { type: 'size', options: ['M'] },
        { type: 'color', options: ['red', 'green'] },
      ],
      [kept, { sku: 'GONE', size: 'L', color: 'red', quantity: 1 }],
      'TEE',
    );
    expect(rows).toEqual([kept, { sku: 'TEE-M-GREEN', size: 'M', color: 'green', discount: 0, quantity: 0 }]);
    expect(variantRows([{ type: 'size', options: [] }], [kept], 'TEE')).toEqual([]);
    // Sizes alone: rows without a colour.
    expect(variantRows([{ type: 'size', options: ['S'] }], [], '')).toEqual([
      { sku: 'SKU-S', size: 'S', discount: 0, quantity: 0 },
    ]);
  });

  it('reads the axis of a property by its name, whatever its case or spelling', () => {
    expect(variantAxis(' Size ')).toBe('size');
    expect(variantAxis('COLOUR')).toBe('color');
    expect(variantAxis('color')).toBe('color');
    expect(variantAxis('material')).toBeUndefined();
    expect(variantSku('ada', 'x l', 'Navy Blue')).toBe('ADA-X-L-NAVY-BLUE');
  });
});
