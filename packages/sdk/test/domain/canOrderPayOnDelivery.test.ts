import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canOrderPayOnDelivery } from '../../src/domain/canOrderPayOnDelivery';
import { canPayOnDelivery } from '../../src/domain/payOnDelivery';
import { type PayOnDeliveryLine, payOnDeliveryBlockers } from '../../src/domain/payOnDeliveryBlockers';

const line: fc.Arbitrary<PayOnDeliveryLine> = fc.record(
  {
    storeId: fc.integer({ min: 1, max: 6 }),
    storeName: fc.constantFrom('Adaeze Styles', 'Naija Gadgets Hub', 'Ibadan Home & Living', ' '),
    payOnDelivery: fc.boolean(),
  },
  { requiredKeys: ['storeId'] },
);
const state = fc.constantFrom('Lagos', 'FCT Abuja', 'Oyo', 'Rivers', '', undefined);

describe('payOnDeliveryBlockers', () => {
  it('names each store of a refusing line once, in the order of the lines', () => {
    expect(
      payOnDeliveryBlockers([
        { storeId: 4, storeName: 'Ibadan Home & Living', payOnDelivery: false },
        { storeId: 1, storeName: 'Adaeze Styles', payOnDelivery: true },
        { storeId: 4, storeName: 'Ibadan Home & Living', payOnDelivery: false },
        { storeId: 2, storeName: 'Naija Gadgets Hub' },
        { storeId: 5, storeName: '  ', payOnDelivery: false },
      ]),
    ).toEqual([
      { storeId: 4, storeName: 'Ibadan Home & Living' },
      { storeId: 5, storeName: 'a seller' },
    ]);
  });

  it('holds exactly the stores of the lines that say false, without repeats', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const blockers = payOnDeliveryBlockers(lines);
        const refusing = new Set(lines.filter((l) => l.payOnDelivery === false).map((l) => l.storeId));
        expect(new Set(blockers.map((b) => b.storeId))).toEqual(refusing);
        expect(blockers.length).toBe(refusing.size);
        for (const b of blockers) expect(b.storeName.trim()).not.toBe('');
      }),
    );
  });
});

describe('canOrderPayOnDelivery', () => {
  it('is the address rule and no blocking store, for any lines and address', () => {
    fc.assert(
      fc.property(state, fc.array(line, { maxLength: 12 }), (where, lines) => {
        const expected = canPayOnDelivery(where) && lines.every((l) => l.payOnDelivery !== false);
        expect(canOrderPayOnDelivery(where, lines)).toBe(expected);
      }),
    );
  });

  it('is lost by adding one line of a refusing store, and never gained by adding a line', () => {
    fc.assert(
      fc.property(state, fc.array(line, { maxLength: 8 }), line, (where, lines, extra) => {
        const after = canOrderPayOnDelivery(where, [...lines, extra]);
        if (after) expect(canOrderPayOnDelivery(where, lines)).toBe(true);
        if (extra.payOnDelivery === false) expect(after).toBe(false);
      }),
    );
  });

  it('follows the address for an order whose stores all accept it', () => {
    expect(canOrderPayOnDelivery('Lagos', [{ storeName: 'Adaeze Styles', payOnDelivery: true }])).toBe(true);
    expect(canOrderPayOnDelivery('Oyo', [{ storeName: 'Adaeze Styles', payOnDelivery: true }])).toBe(false);
    expect(canOrderPayOnDelivery('FCT', [{ storeName: 'Ibadan Home & Living', payOnDelivery: false }])).toBe(
      false,
    );
  });
});
