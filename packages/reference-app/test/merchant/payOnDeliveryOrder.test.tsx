// The merchant's and the admin's order detail name how the customer pays: an order paid on delivery says
// so, unpaid with "the rider collects it", so the store prepares it without waiting for a card payment.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { placePayOnDeliveryOrder } from '../support/payOnDeliveryOrder';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

sandboxFixture();

const paymentOf = (detail: HTMLElement) =>
  within(detail).getByText("Customer's payment").nextElementSibling?.textContent ?? '';

describe('an order paid on delivery in the workspaces', () => {
  it("is named in the merchant's order detail, unpaid until the rider collects it", async () => {
    const order = await placePayOnDeliveryOrder();
    await signInAt(`/merchant/orders?order=${order.id}`, 'merchant@demo.test');
    const detail = await screen.findByRole('article', { name: `Order ${order.orderName}` });
    expect(paymentOf(detail)).toBe('Pay on delivery UnpaidThe rider collects it on delivery.');
  });

  it("is named in the admin's order detail", async () => {
    const order = await placePayOnDeliveryOrder();
    await signInAt(`/admin/orders?order=${order.id}`, 'admin@demo.test');
    const detail = await screen.findByRole('article', { name: `Order ${order.orderName}` });
    expect(paymentOf(detail)).toBe('Pay on delivery UnpaidThe rider collects it on delivery.');
  });
});
