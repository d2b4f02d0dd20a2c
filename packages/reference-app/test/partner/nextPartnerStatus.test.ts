// The partner's one next status: along shipped, out for delivery, delivered, from ready for pickup on.
import { describe, expect, it } from 'vitest';
import { nextPartnerStatus } from '../../src/workspace/orders/nextPartnerStatus';

const status = (id: number, code: string, name: string) => ({ id, code_name: code, name });
// As the partner's status list may come, in any order.
const PARTNER = [
  status(6, 'delivered', 'Delivered'),
  status(4, 'shipped', 'Shipped'),
  status(5, 'out_for_delivery', 'Out for delivery'),
];

describe('nextPartnerStatus', () => {
  it('walks ready for pickup, shipped, out for delivery, delivered', () => {
    expect(nextPartnerStatus('ready_for_pickup', PARTNER)?.code_name).toBe('shipped');
    expect(nextPartnerStatus('shipped', PARTNER)?.code_name).toBe('out_for_delivery');
    expect(nextPartnerStatus('out_for_delivery', PARTNER)?.code_name).toBe('delivered');
  });

  it('offers nothing before pickup, after delivery, or before the list has loaded', () => {
    for (const current of ['pending', 'processing', 'delivered', 'cancelled', 'returned', null, undefined]) {
      expect(nextPartnerStatus(current, PARTNER)).toBeUndefined();
    }
    expect(nextPartnerStatus('shipped', [])).toBeUndefined();
  });
});
