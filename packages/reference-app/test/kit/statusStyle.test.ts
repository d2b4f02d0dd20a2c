// Issue 11 §3: a status badge names every known status and never hides an unknown one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeText } from '../../src/kit/StatCard';
import { type StatusKind, statusStyle } from '../../src/kit/StatusBadge';
import { storeApprovalStatus } from '../../src/kit/storeApprovalStatus';

const KINDS: StatusKind[] = ['order', 'return', 'payment', 'productApproval', 'giftCard', 'storeApproval'];

describe('statusStyle', () => {
  it('always has words to show: the known name, or the status itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.string({ minLength: 1 }), (kind, status) => {
        const { name } = statusStyle(kind, status);
        expect(name.trim().length > 0 || status.trim() === '').toBe(true);
        if (status.trim() !== '' && name !== status.trim()) {
          // A renamed status is a known one, found whatever its case.
          expect(statusStyle(kind, status.toUpperCase()).name).toBe(name);
        }
      }),
    );
  });

  it('ignores case and surrounding spaces', () => {
    expect(statusStyle('productApproval', ' Pending ')).toEqual({
      name: 'Pending approval',
      tone: 'warning',
    });
    expect(statusStyle('storeApproval', 'FIRSTAPPROVED').name).toBe('First approval given');
    expect(statusStyle('order', 'OUT_FOR_DELIVERY')).toEqual({ name: 'Out for delivery', tone: 'info' });
  });

  it('keeps an unknown status as it came, neutral, including names of Object.prototype', () => {
    expect(statusStyle('return', 'constructor')).toEqual({ name: 'constructor', tone: 'neutral' });
    expect(statusStyle('order', 'on_hold')).toEqual({ name: 'on_hold', tone: 'neutral' });
    // Found by the property above: an unknown order status is shown trimmed, like the other kinds.
    expect(statusStyle('order', 'a ')).toEqual({ name: 'a', tone: 'neutral' });
    expect(statusStyle('giftCard', undefined)).toEqual({ name: 'Unknown', tone: 'neutral' });
  });

  it('names an order by its id through the given list, toned by its code', () => {
    const statuses = [{ id: '9', name: 'With courier', code_name: 'shipped' }];
    expect(statusStyle('order', { orderStatusId: 9 }, statuses)).toEqual({
      name: 'With courier',
      tone: 'info',
    });
  });
});

describe('storeApprovalStatus', () => {
  it('is approved only with both approvals, first-approved with the first alone', () => {
    expect(storeApprovalStatus({})).toBe('pending');
    expect(storeApprovalStatus({ firstApproval: true })).toBe('firstApproved');
    expect(storeApprovalStatus({ firstApproval: true, secondApproval: true })).toBe('approved');
    expect(storeApprovalStatus({ firstApproval: false, secondApproval: true })).toBe('pending');
    expect(storeApprovalStatus({ firstApproval: true, rejectionReason: 'Blurred ID' })).toBe('rejected');
  });
});

describe('changeText', () => {
  it('writes the sign out, so direction never depends on colour', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (change) => {
        const text = changeText(change);
        if (Math.round(change * 1000) === 0) expect(text).toBe('No change vs previous period');
        else expect(text.startsWith(change > 0 ? '+' : '−')).toBe(true);
      }),
    );
  });
});
