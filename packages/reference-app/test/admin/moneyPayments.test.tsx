// The admin's merchant payments through the app's routes, against a fresh sandbox per test: the stats
// (processed, approved, pending) and the list, a payout approved after its confirmation and the stats
// following, a payment updated (processed with its reference; the server's refusal kept beside the form),
// the spec's messages when the stats or the update fail, and a dispatcher kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();
const ctx = sandboxFixture();

const PATH = '/admin/money/payments';

interface OrderRow {
  id: number;
  orderName?: string;
  paymentStatus?: string;
  approvePayout?: boolean;
}

function orders(): OrderRow[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): OrderRow[] } }).table('orders').all();
}

/** The figure of a stat card, by its label. */
function stat(label: string): string {
  const region = screen.getByRole('region', { name: /^Payments, / });
  const card = within(region).getByText(label).closest('.stat-card') as HTMLElement;
  return (card.querySelector('.stat-card__value') as HTMLElement | null)?.textContent ?? '';
}

async function answer(label: string): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

describe('merchant payments', () => {
  it('approves a pending payout after its confirmation, and the stats follow', async () => {
    await signInAt(`${PATH}?f.status=pending`, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Merchant payments/ });
    const buttons = await within(table).findAllByRole('button', { name: /^Approve payout for / });
    await waitFor(() => expect(stat('Pending')).toMatch(/₦/));
    const pendingBefore = stat('Pending');
    const approvedBefore = stat('Approved');
    const button = buttons[0] as HTMLElement;
    const name = (button.getAttribute('aria-label') as string).replace('Approve payout for ', '');

    fireEvent.click(button);
    await answer('Cancel');
    expect(ctx.requests.some((r) => r.path.includes('/approve-merchant-payment/'))).toBe(false);

    fireEvent.click(within(table).getByRole('button', { name: `Approve payout for ${name}` }));
    await answer('Approve payout');
    await waitFor(() => expect(stat('Pending')).not.toBe(pendingBefore));
    expect(stat('Approved')).not.toBe(approvedBefore);
    expect(orders().find((o) => o.orderName === name)?.paymentStatus).toBe('approved');
    // Filtered to pending, the approved payment leaves the list.
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: `Approve payout for ${name}` })).toBeNull(),
    );
  });

  it('an open payment shows its timeline, which takes the approval just given: who, and when', async () => {
    await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Merchant payments/ });
    const button = (
      await within(table).findAllByRole('button', { name: /^Approve payout for / })
    )[0] as HTMLElement;
    const name = (button.getAttribute('aria-label') as string).replace('Approve payout for ', '');
    fireEvent.click(within(table).getByRole('button', { name: `Update payment for ${name}` }));
    const section = await screen.findByRole('region', { name: `Timeline of the payout for ${name}` });
    expect(await within(section).findByText('Nothing has been done to this payout yet.')).toBeTruthy();

    fireEvent.click(button);
    await answer('Approve payout');
    const timeline = await within(section).findByRole('list', { name: 'Payout activity' });
    const entry = within(timeline).getByText('Approved the merchant payment').closest('li');
    expect(entry?.textContent).toMatch(/, by Ifeoma Obi \(Admin\)$/);
    expect(entry?.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('marks an approved payment processed with its reference; the refusal without one stays on the form', async () => {
    const approved = orders().find((o) => o.paymentStatus === 'approved') as OrderRow;
    await signInAt(`${PATH}?f.status=approved`, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Merchant payments/ });
    const name = approved.orderName as string;
    fireEvent.click(await within(table).findByRole('button', { name: `Update payment for ${name}` }));
    const form = await screen.findByRole('form', { name: `Update the payment for ${name}` });
    fireEvent.change(within(form).getByLabelText(/^Status/), { target: { value: 'processed' } });
    fireEvent.change(within(form).getByLabelText(/^Note/), { target: { value: 'Sent by transfer' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save payment' }));
    expect(await within(form).findAllByText(/Reference is required to process a payment/)).not.toHaveLength(
      0,
    );
    expect((within(form).getByLabelText(/^Note/) as HTMLTextAreaElement).value).toBe('Sent by transfer');

    fireEvent.change(within(form).getByLabelText(/^Transfer reference/), { target: { value: 'TRF-0001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(orders().find((o) => o.id === approved.id)?.paymentStatus).toBe('processed'));
    await waitFor(() => expect(screen.queryByRole('form', { name: /Update the payment/ })).toBeNull());
  });

  it("says 'Error updating payment report' when an update fails without a message, keeping the values", async () => {
    const approved = orders().find((o) => o.paymentStatus === 'approved') as OrderRow;
    const name = approved.orderName as string;
    await signInAt(`${PATH}?f.status=approved`, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Merchant payments/ });
    fireEvent.click(await within(table).findByRole('button', { name: `Update payment for ${name}` }));
    const form = await screen.findByRole('form', { name: `Update the payment for ${name}` });
    fireEvent.change(within(form).getByLabelText(/^Note/), { target: { value: 'Checked twice' } });
    ctx.sandbox.faults.set('updateMerchantPayment', { status: 500, message: '' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save payment' }));
    expect(await within(form).findByText(/Error updating payment report/)).toBeTruthy();
    expect((within(form).getByLabelText(/^Note/) as HTMLTextAreaElement).value).toBe('Checked twice');
  });

  it("says 'Error getting payment report' when the stats fail, with a way to try again", async () => {
    ctx.sandbox.faults.set('getMerchantPaymentStats', { status: 500, message: '' });
    await signInAt(PATH, 'admin@demo.test');
    const region = await screen.findByRole('region', { name: /^Payments, / });
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Error getting payment report');
    ctx.sandbox.faults.clear();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stat('Processed')).toMatch(/₦/));
  });

  it("says 'Error getting payment report' when the list fails, and lists the payments on the next try", async () => {
    ctx.sandbox.faults.set('getMerchantPayments', { status: 500, message: '' });
    await signInAt(PATH, 'admin@demo.test');
    const message = await screen.findByText('Error getting payment report', {
      selector: '.data-table__state *',
    });
    ctx.sandbox.faults.clear();
    const state = message.closest('.data-table__state') as HTMLElement;
    fireEvent.click(within(state).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: /Merchant payments/ });
    expect(await within(table).findAllByRole('button', { name: /^Update payment for / })).not.toHaveLength(0);
  });

  it('says so when no payment matches the period and status', async () => {
    await signInAt(`${PATH}?period=custom&from=2020-01-01&to=2020-01-31`, 'admin@demo.test');
    expect(await screen.findByText('No payment matches these filters.')).toBeTruthy();
  });

  it('is not offered to a dispatcher, and a direct link says "not allowed"', async () => {
    await signInAt(PATH, 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open Merchant payments' }),
    ).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.includes('/financeOperations/'))).toBe(false);
  });
});
