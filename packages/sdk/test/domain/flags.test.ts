import { describe, expect, it } from 'vitest';
import { orderFlags } from '../../src/domain/orderFlags';
import { returnFlags } from '../../src/domain/returnFlags';

const now = new Date('2026-11-01T12:00:00Z');

describe('orderFlags', () => {
  const ready = { status: 'ready_for_pickup', statusChangedAt: '2026-11-01T07:59:00Z' };

  it('flags an order ready and unassigned for more than 4 hours, not at 4 hours', () => {
    expect(orderFlags(ready, now)).toEqual(['unassigned-over-4h']);
    expect(orderFlags({ ...ready, statusChangedAt: '2026-11-01T08:00:00Z' }, now)).toEqual([]);
  });

  it('does not flag it once a dispatcher or a partner carries it, or in another status', () => {
    expect(orderFlags({ ...ready, assignedToDispatcher: true }, now)).toEqual([]);
    expect(orderFlags({ ...ready, assignedToShippingPartner: true }, now)).toEqual([]);
    expect(orderFlags({ ...ready, status: 'processing' }, now)).toEqual([]);
    expect(orderFlags({ status: 'ready_for_pickup' }, now)).toEqual([]);
  });

  it('flags an order a partner declined until another partner has it, and never a closed order', () => {
    expect(orderFlags({ status: 'processing', declinedByPartner: true }, now)).toEqual([
      'declined-by-partner',
    ]);
    expect(
      orderFlags({ status: 'processing', declinedByPartner: true, assignedToShippingPartner: true }, now),
    ).toEqual([]);
    expect(orderFlags({ ...ready, status: 'Delivered', declinedByPartner: true }, now)).toEqual([]);
  });
});

describe('returnFlags', () => {
  it('flags a return pending for more than 48 hours only', () => {
    expect(returnFlags({ status: 'pending', createdAt: '2026-10-30T11:59:00Z' }, now)).toEqual([
      'pending-over-48h',
    ]);
    expect(returnFlags({ status: 'pending', createdAt: '2026-10-30T12:00:00Z' }, now)).toEqual([]);
    expect(returnFlags({ status: 'approved', createdAt: '2026-10-01T12:00:00Z' }, now)).toEqual([]);
  });
});
