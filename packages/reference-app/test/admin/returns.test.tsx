// The admin's returns through the app's routes, against a fresh sandbox per test: every return with the
// refund filter and a period sent to the server, a return's detail, the refund and chargeback decisions as
// separate confirmed actions, the return's status moved on, the list's error and retry, and a dispatcher
// kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { press } from '../support/forms';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

interface ReturnRow {
  id: number;
  status: string;
  type: string;
  refundDecision?: { decision: string; amount?: number; reason?: string };
  chargebackDecision?: { decision: string; amount?: number };
}

function returns(): ReturnRow[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): ReturnRow[] } })
    .table('returns')
    .all();
}

async function returnsTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: /Every return|Returns requested/ });
  await waitFor(() => expect(within(table).queryAllByRole('link').length).toBeGreaterThan(0));
  return table;
}

/** Opens the pending refund request (the seed's one). */
async function openPending(): Promise<{ detail: HTMLElement; id: number }> {
  const pending = returns().find((r) => r.status === 'pending') as ReturnRow;
  await signInAt('/admin/returns', 'admin@demo.test');
  const table = await returnsTable();
  fireEvent.click(within(table).getByRole('link', { name: `Return #${pending.id}` }));
  return { detail: await screen.findByRole('article', { name: `Return #${pending.id}` }), id: pending.id };
}

describe('AdminReturnsScreen', () => {
  it('lists every return and sends the refund filter and the period to the server', async () => {
    await signInAt('/admin/returns', 'admin@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeTruthy();
    const table = await returnsTable();
    expect(within(table).getAllByRole('link', { name: /^Return #/ })).toHaveLength(returns().length);

    fireEvent.change(screen.getByLabelText('Refund'), { target: { value: 'false' } });
    await waitFor(() => expect(within(table).getAllByRole('link', { name: /^Return #/ })).toHaveLength(1));
    expect(within(table).getByText('Replacement')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Refund'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Requested'), { target: { value: 'custom' } });
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2001-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2001-01-02' } });
    // The screen filters no days itself: the empty list is the server's answer to the period.
    expect(await screen.findByText('No return matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(within(table).getAllByRole('link', { name: /^Return #/ })).toHaveLength(returns().length),
    );
  });

  it('approves the refund only after the confirmation, with the amount asked', async () => {
    const { detail, id } = await openPending();
    const form = within(detail).getByRole('form', { name: 'Refund decision' });
    fireEvent.change(within(form).getByLabelText('Decision'), { target: { value: 'approved' } });
    const amount = within(form).getByLabelText('Amount (₦)') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '999999999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the refund decision' }));
    expect(await within(form).findByText(/cannot be more than the returned products' value/)).toBeTruthy();

    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.change(within(form).getByLabelText('Reason (optional)'), {
      target: { value: 'Damaged in transit' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the refund decision' }));
    const dialog = await screen.findByRole('dialog', {
      name: /^Approve a refund of ₦1,000(\.00)? on return/,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ctx.requests.some((r) => r.path.includes('/returns/update-refund-decision/'))).toBe(false);

    fireEvent.click(within(form).getByRole('button', { name: 'Save the refund decision' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve refund' }),
    );
    await waitFor(() =>
      expect(returns().find((r) => r.id === id)?.refundDecision).toMatchObject({
        decision: 'approved',
        amount: 1000,
        reason: 'Damaged in transit',
      }),
    );
    await waitFor(() => expect(detail.textContent).toMatch(/Approved, ₦1,000(\.00)?: Damaged in transit/));
    // The chargeback is its own decision, still open.
    expect(returns().find((r) => r.id === id)?.chargebackDecision?.decision ?? 'pending').toBe('pending');
  });

  it('declines the chargeback as its own confirmed action', async () => {
    const { detail, id } = await openPending();
    const form = within(detail).getByRole('form', { name: 'Chargeback decision' });
    fireEvent.change(within(form).getByLabelText('Decision'), { target: { value: 'declined' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the chargeback decision' }));
    const dialog = await screen.findByRole('dialog', { name: `Decline the chargeback on return #${id}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline chargeback' }));
    await waitFor(() =>
      expect(returns().find((r) => r.id === id)?.chargebackDecision?.decision).toBe('declined'),
    );
    expect(ctx.requests.some((r) => r.path.includes('/returns/update-refund-decision/'))).toBe(false);
  });

  it("moves the return's status on after the confirmation", async () => {
    const { detail, id } = await openPending();
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve return' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve return' }),
    );
    await waitFor(() => expect(returns().find((r) => r.id === id)?.status).toBe('approved'));
    expect(await within(detail).findByRole('button', { name: 'Mark goods received' })).toBeTruthy();
  });

  it("opens a return's order in the orders screen", async () => {
    const pending = returns().find((r) => r.status === 'pending') as ReturnRow & { orderId: number };
    await signInAt('/admin/returns', 'admin@demo.test');
    const table = await returnsTable();
    fireEvent.click(
      // Named as the orders name it (ORD-…), not by its id.
      within(table).getByRole('link', {
        name: new RegExp(`^Order ORD-\\d{4}-\\d{6} of return #${pending.id}$`),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: /^Order / })).toBeTruthy();
  });

  it('shows the error and tries again when the returns cannot be loaded', async () => {
    ctx.sandbox.faults.set('getAllOrderReturns', { status: 500, message: 'Returns are down' });
    await signInAt('/admin/returns', 'admin@demo.test');
    expect(await screen.findByText('Returns are down')).toBeTruthy();
    ctx.sandbox.faults.clear();
    press('Try again');
    expect(await returnsTable()).toBeTruthy();
  });

  it('keeps a dispatcher out', async () => {
    await signInAt('/admin/returns', 'dispatcher@demo.test');
    expect(await screen.findByText(/You are not allowed to open/)).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.endsWith('/returns/all-order-returns'))).toBe(false);
  });
});
