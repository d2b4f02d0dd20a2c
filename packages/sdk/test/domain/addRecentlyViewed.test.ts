import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, RECENTLY_VIEWED_LIMIT } from '../../src/domain/addRecentlyViewed';

describe('addRecentlyViewed', () => {
  it('puts the viewed product first, once, and keeps the others in order', () => {
    expect(addRecentlyViewed([7, 3, 9], 9)).toEqual([9, 7, 3]);
    expect(addRecentlyViewed([], 4)).toEqual([4]);
  });

  it('drops the oldest beyond the limit', () => {
    expect(addRecentlyViewed([1, 2, 3], 4, 3)).toEqual([4, 1, 2]);
  });

  it('ignores an id that is not a positive whole number', () => {
    expect(addRecentlyViewed([1, 2], 0)).toEqual([1, 2]);
    expect(addRecentlyViewed([1, 2], Number.NaN)).toEqual([1, 2]);
  });

  it('never lists a product twice nor more than the limit, and the viewed one first', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 })), (views) => {
        let ids: number[] = [];
        for (const id of views) ids = addRecentlyViewed(ids, id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeLessThanOrEqual(RECENTLY_VIEWED_LIMIT);
        if (views.length > 0) expect(ids[0]).toBe(views.at(-1));
        // The list is the last distinct views, most recent first.
        const expected = [...new Set([...views].reverse())].slice(0, RECENTLY_VIEWED_LIMIT);
        expect(ids).toEqual(expected);
      }),
    );
  });
});
