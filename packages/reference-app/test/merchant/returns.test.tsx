// The merchant's returns through the app's routes, against a fresh sandbox per test: the list with the
// refund / replacement filter (sent to the server) and the status filter, a request's detail, its status
// moves (each confirmed), and the list's error state.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { press } from '../support/forms';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

/** The returns table once its rows are there, and the returns' links. */
async function returnLinks(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: "Your store's returns" });
  await waitFor(() => expect(within(table).queryAllByRole('link').length).toBeGreaterThan(0));
  return within(table).getAllByRole('link');
}

describe('MerchantReturnsScreen', () => {
  it("lists the store's returns and asks the server for refunds only", async () => {
    await signInAt('/merchant/returns', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeTruthy();
    expect((await returnLinks()).length).toBeGreaterThan(0);
    // Each return names its order as the orders do (ORD-…), the name the customer quotes.
    const orderCells = within(screen.getByRole('table', { name: "Your store's returns" }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[2]?.textContent);
    expect(orderCells.every((cell) => /^ORD-\d{4}-\d{6}$/.test(cell ?? ''))).toBe(true);
    fireEvent.change(screen.getByLabelText('Asked for'), { target: { value: 'refund' } });
    await waitFor(() =>
      expect(ctx.requests.some((r) => r.path.endsWith('/returns/all-order-returns'))).toBe(true),
    );
    const table = screen.getByRole('table', { name: "Your store's returns" });
    await waitFor(() => {
      const kinds = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelectorAll('td')[1]?.textContent);
      expect(kinds.every((k) => k === 'Refund')).toBe(true);
    });
  });

  it('moves a pending return on after the confirmation, and declining asks first', async () => {
    await signInAt('/merchant/returns?status=pending', 'merchant@demo.test');
    const links = await returnLinks();
    fireEvent.click(links[0] as HTMLElement);
    const detail = await screen.findByRole('article', { name: /^(Return|Replacement) #/ });
    fireEvent.click(within(detail).getByRole('button', { name: 'Decline return' }));
    const decline = await screen.findByRole('dialog');
    fireEvent.click(within(decline).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ctx.requests.some((r) => r.path.includes('/returns/update-return-status/'))).toBe(false);

    fireEvent.change(within(detail).getByLabelText(/Note for the order's timeline/), {
      target: { value: 'Send it to the Ikeja store' },
    });
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve return' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve return' }),
    );
    await waitFor(() =>
      expect(within(detail).getByRole('button', { name: 'Mark goods received' })).toBeTruthy(),
    );
    const sent = ctx.requests.find((r) => r.path.includes('/returns/update-return-status/'));
    await waitFor(() =>
      expect(sent?.body).toEqual({ status: 'approved', note: 'Send it to the Ikeja store' }),
    );
    // The return's own timeline takes the decision without a reload, signed by the merchant, dated.
    const timeline = await within(detail).findByRole('list', { name: /^(Return|Replacement) activity$/ });
    const entry = (await within(timeline).findByText('Return approved: Send it to the Ikeja store')).closest(
      'li',
    );
    expect(entry?.textContent).toMatch(/, by Adaeze Nwankwo \(Merchant\)$/);
    expect(entry?.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('shows the error and tries again when the returns cannot be loaded', async () => {
    ctx.sandbox.faults.set('getAllOrderReturns', { status: 500, message: 'Returns are down' });
    await signInAt('/merchant/returns', 'merchant@demo.test');
    expect(await screen.findByText('Returns are down')).toBeTruthy();
    ctx.sandbox.faults.clear();
    press('Try again');
    expect((await returnLinks()).length).toBeGreaterThan(0);
  });
});
