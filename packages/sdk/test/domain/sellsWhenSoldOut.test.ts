import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sellsWhenSoldOut } from '../../src/domain/sellsWhenSoldOut';
import { whenSoldOutFor } from '../../src/domain/whenSoldOutFor';

describe('sellsWhenSoldOut', () => {
  it.each([
    [{ whenSoldOut: 'Continue selling' }, true],
    [{ whenSoldOut: ' continue SELLING ' }, true],
    [{ whenSoldOut: 'Stop selling' }, false],
    [{ whenSoldOut: 'Continue' }, false],
    [{ whenSoldOut: '' }, false],
    [{ whenSoldOut: null }, false],
    [{}, false],
    [{ contSalesOutOfStock: true }, true],
    [{ contSalesOutOfStock: true, whenSoldOut: 'Stop selling' }, true],
    [{ contSalesOutOfStock: false, whenSoldOut: 'Continue selling' }, false],
    [{ contSalesOutOfStock: null, whenSoldOut: 'Continue selling' }, true],
  ])('%j -> %s', (product, sells) => {
    expect(sellsWhenSoldOut(product)).toBe(sells);
  });

  it('reads back what whenSoldOutFor writes', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), (flag) => {
        expect(sellsWhenSoldOut({ whenSoldOut: whenSoldOutFor(flag) })).toBe(flag === true);
      }),
    );
  });

  it('follows the flag whatever the text says', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), (flag, text) => {
        expect(sellsWhenSoldOut({ contSalesOutOfStock: flag, whenSoldOut: text })).toBe(flag);
      }),
    );
  });
});

describe('whenSoldOutFor', () => {
  it('says the flag in words', () => {
    expect(whenSoldOutFor(true)).toBe('Continue selling');
    expect(whenSoldOutFor(false)).toBe('Stop selling');
    expect(whenSoldOutFor(undefined)).toBe('Stop selling');
    expect(whenSoldOutFor(null)).toBe('Stop selling');
  });
});
