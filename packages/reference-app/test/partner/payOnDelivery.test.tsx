// The shipping partner's order detail says how the customer pays and, for an order paid on delivery, how
// much the rider collects (the sandbox's tests cover the payment the delivery then records).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { placePayOnDeliveryOrder } from '../support/payOnDeliveryOrder';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

interface Row {
  id: number;
  email?: string;
}

/** The sandbox's tables (the published types of `db.table` lose the domains' table names). */
const table = (name: string) =>
  (
    ctx.sandbox.db as unknown as {
      table(name: string): { all(): Row[]; update(id: number, patch: Record<string, unknown>): unknown };
    }
  ).table(name);

describe('an order paid on delivery for the shipping partner', () => {
  it('says the amount the rider collects', async () => {
    const order = await placePayOnDeliveryOrder();
    const partner = table('users')
      .all()
      .find((u) => u.email === 'partner@demo.test');
    if (!partner) throw new Error('no demo partner');
    // Scene-setting: the order is assigned to the demo partner and out for delivery (assignment has its own tests).
    table('orders').update(order.id, {
      assignedToShippingPartner: true,
      partnerProfile: { id: partner.id, name: 'Demo Logistics' },
      orderStatusId: 5,
      orderStatus: 'Out for delivery',
      status: 'out_for_delivery',
    });
    await signInAt(`/shipping-partner/orders?order=${order.id}`, 'partner@demo.test');
    const detail = await screen.findByRole('article', { name: `Order ${order.orderName}` });
    await waitFor(() =>
      expect(within(detail).getByText('To collect on delivery').nextElementSibling?.textContent).toMatch(
        /^₦[\d,.]+ \(cash or transfer\)$/,
      ),
    );
    const collect = within(detail).getByText('To collect on delivery').nextElementSibling?.textContent ?? '';
    expect(collect).toContain(
      new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2 }).format(order.total),
    );
    expect(within(detail).getByText("Customer's payment").nextElementSibling?.textContent).toBe(
      'Pay on delivery UnpaidThe rider collects it on delivery.',
    );
  });
});
