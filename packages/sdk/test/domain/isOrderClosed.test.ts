import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOSED_ORDER_STATUSES, isOrderClosed } from '../../src/domain/isOrderClosed';

describe('isOrderClosed', () => {
  it.each([
    ['delivered', true],
    ['cancelled', true],
    ['returned', true],
    ['Delivered', true],
    [' CANCELLED\n', true],
    ['pending', false],
    ['processing', false],
    ['ready_for_pickup', false],
    ['shipped', false],
    ['out_for_delivery', false],
    ['delivered later', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (status, closed) => {
    expect(isOrderClosed(status)).toBe(closed);
  });

  it('lists delivered, cancelled and returned', () => {
    expect([...CLOSED_ORDER_STATUSES].sort()).toEqual(['cancelled', 'delivered', 'returned']);
  });

  it('ignores case and surrounding spaces of a closed status', () => {
    const spaces = fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 3 });
    fc.assert(
      fc.property(
        fc.constantFrom(...CLOSED_ORDER_STATUSES),
        fc.boolean(),
        spaces,
        spaces,
        (code, upper, a, b) => {
          expect(isOrderClosed(`${a}${upper ? code.toUpperCase() : code}${b}`)).toBe(true);
        },
      ),
    );
  });

  it('keeps any other status open', () => {
    fc.assert(
      fc.property(fc.string(), (status) => {
        fc.pre(!(CLOSED_ORDER_STATUSES as readonly string[]).includes(status.trim().toLowerCase()));
        expect(isOrderClosed(status)).toBe(false);
      }),
    );
  });
});
