import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isApproved } from '../../src/domain/isApproved';

describe('isApproved', () => {
  it.each([
    [{ approvalStatus: 'approved' }, true],
    [{ approvalStatus: 'Approved' }, true],
    [{ approvalStatus: 'APPROVED' }, true],
    [{ approvalStatus: ' approved\n' }, true],
    [{ approvalStatus: 'pending' }, false],
    [{ approvalStatus: 'Pending' }, false],
    [{ approvalStatus: 'unapproved' }, false],
    [{ approvalStatus: '' }, false],
    [{ approvalStatus: null }, false],
    [{}, false],
  ])('%j -> %s', (product, approved) => {
    expect(isApproved(product)).toBe(approved);
  });

  it('ignores case and surrounding spaces', () => {
    const casing = fc.array(fc.boolean(), { minLength: 8, maxLength: 8 });
    const spaces = fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 3 });
    fc.assert(
      fc.property(casing, spaces, spaces, (upper, before, after) => {
        const word = [...'approved'].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
        expect(isApproved({ approvalStatus: `${before}${word}${after}` })).toBe(true);
      }),
    );
  });

  it('is false for any other text', () => {
    fc.assert(
      fc.property(fc.string(), (status) => {
        fc.pre(status.trim().toLowerCase() !== 'approved');
        expect(isApproved({ approvalStatus: status })).toBe(false);
      }),
    );
  });
});
