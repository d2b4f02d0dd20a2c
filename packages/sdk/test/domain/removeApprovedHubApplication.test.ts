import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeApprovedHubApplication } from '../../src/domain/removeApprovedHubApplication';

const pending = Object.freeze([
  Object.freeze({ id: 4, storeName: 'Ada Stores', status: 'pending' }),
  Object.freeze({ id: 7, storeName: 'Kola Ventures', status: 'pending' }),
]);

describe('removeApprovedHubApplication', () => {
  it('takes the approved application out of the pending list', () => {
    expect(removeApprovedHubApplication(pending, 4)).toEqual([pending[1]]);
    expect(removeApprovedHubApplication(pending, '7')).toEqual([pending[0]]);
  });

  it('returns the same list when the id is not pending', () => {
    expect(removeApprovedHubApplication(pending, 99)).toBe(pending);
  });

  it('removes exactly the approved one and keeps the others in order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 100 })),
        fc.integer({ min: 1, max: 100 }),
        (ids, approved) => {
          const list = Object.freeze(ids.map((id) => Object.freeze({ id })));
          const next = removeApprovedHubApplication(list, approved);
          expect(next.map((a) => a.id)).toEqual(ids.filter((id) => id !== approved));
        },
      ),
    );
  });
});
