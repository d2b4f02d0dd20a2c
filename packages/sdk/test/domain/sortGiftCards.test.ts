import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortGiftCards } from '../../src/domain/sortGiftCards';

const cards = Object.freeze([
  Object.freeze({ code: 'A', createdAt: '2026-01-05T10:00:00Z' }),
  Object.freeze({ code: 'B', createdAt: '2026-03-01T08:00:00Z' }),
  Object.freeze({ code: 'C', createdAt: new Date('2026-02-01T00:00:00Z') }),
  Object.freeze({ code: 'D', createdAt: null }),
  Object.freeze({ code: 'E', createdAt: '2026-03-01T08:00:00.000Z' }),
  Object.freeze({ code: 'F', createdAt: 'not a date' }),
]);

describe('sortGiftCards', () => {
  it('sorts newest first by default, ties in their order, undated cards last', () => {
    expect(sortGiftCards(cards).map((c) => c.code)).toEqual(['B', 'E', 'C', 'A', 'D', 'F']);
  });

  it('sorts oldest first with asc, undated cards still last', () => {
    expect(sortGiftCards(cards, 'asc').map((c) => c.code)).toEqual(['A', 'C', 'B', 'E', 'D', 'F']);
  });

  it('returns a new list and leaves the input as it was', () => {
    const sorted = sortGiftCards(cards);
    expect(sorted).not.toBe(cards);
    expect(cards.map((c) => c.code)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  const card = fc.record({
    n: fc.nat(),
    createdAt: fc.option(
      fc.oneof(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString()),
      ),
      { nil: undefined },
    ),
  });
  const time = (c: { createdAt?: string | Date }) =>
    c.createdAt === undefined ? Number.NaN : new Date(c.createdAt).getTime();

  it('is a stable sort: a permutation, ordered by time, equal times in input order', () => {
    fc.assert(
      fc.property(
        fc.array(card, { maxLength: 30 }),
        fc.constantFrom('asc' as const, 'desc' as const),
        (list, order) => {
          const tagged = list.map((c, i) => ({ ...c, n: i }));
          const sorted = sortGiftCards(tagged, order);
          expect([...sorted].sort((a, b) => a.n - b.n)).toEqual(tagged);
          for (let i = 1; i < sorted.length; i++) {
            const [a, b] = [sorted[i - 1]!, sorted[i]!];
            const [ta, tb] = [time(a), time(b)];
            if (Number.isNaN(ta)) expect(Number.isNaN(tb) && a.n < b.n).toBe(true);
            else if (Number.isNaN(tb) || ta !== tb)
              expect(Number.isNaN(tb) || (order === 'asc' ? ta < tb : ta > tb)).toBe(true);
            else expect(a.n).toBeLessThan(b.n);
          }
        },
      ),
    );
  });
});
