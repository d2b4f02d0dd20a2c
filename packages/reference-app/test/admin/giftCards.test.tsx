// The admin's gift cards through the app's routes, against a fresh sandbox per test: the cards of a
// period and a status, a card's history and its status changed after the confirmation, the activities of
// a period, the analytics' figures and charts, a failed list with a way to try again, and a dispatcher
// kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

// Chosen days that hold every seeded card (the sandbox's now is 2026-11-01).
const PERIOD = 'from=2026-01-01&to=2026-11-01';

interface CardRow {
  id: number;
  code: string;
  status: string;
  balance: number;
  amount: number;
  createdAt: string;
}

function cards(): CardRow[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): CardRow[] } })
    .table('giftCards')
    .all();
}

describe('admin gift cards', () => {
  it("lists a period's active cards, opens one and disables it once the confirmation is accepted", async () => {
    await signInAt(`/admin/gift-cards?${PERIOD}&status=active`, 'admin@demo.test');
    const table = await screen.findByRole('table', {
      name: /^Gift cards bought 2026-01-01 to 2026-11-01, active/,
    });
    const active = cards().filter(
      (c) => c.status === 'active' && c.balance > 0 && c.createdAt >= '2026-01-01',
    );
    const card = active[0] as CardRow;
    await within(table).findByRole('button', { name: `Open ${card.code}` });
    // Only active cards are listed.
    const disabled = cards().find((c) => c.status === 'disabled') as CardRow;
    expect(within(table).queryByRole('button', { name: `Open ${disabled.code}` })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: `Open ${card.code}` }));
    const history = await screen.findByRole('table', { name: `History of ${card.code}` });
    await within(history).findAllByText('Bought');

    const form = await screen.findByRole('form', { name: `Status of ${card.code}` });
    fireEvent.change(within(form).getByLabelText(/^New status/), { target: { value: 'disabled' } });
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Reported stolen' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change status' }));
    let dialog = await screen.findByRole('dialog', { name: `Make ${card.code} disabled?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cards().find((c) => c.id === card.id)?.status).toBe('active');

    fireEvent.click(within(form).getByRole('button', { name: 'Change status' }));
    dialog = await screen.findByRole('dialog', { name: `Make ${card.code} disabled?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make it disabled' }));
    await waitFor(() => expect(cards().find((c) => c.id === card.id)?.status).toBe('disabled'));
    await within(await screen.findByRole('table', { name: `History of ${card.code}` })).findByText(
      /Reported stolen/,
    );
  });

  it("lists the period's activities", async () => {
    await signInAt(`/admin/gift-card-activity?${PERIOD}`, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: 'Gift card activity 2026-01-01 to 2026-11-01' });
    expect(await within(table).findAllByText('Spent')).not.toHaveLength(0);
    // Each activity says who did it: the buyer spent it.
    expect(within(table).getByRole('columnheader', { name: 'By' })).toBeTruthy();
    expect(within(table).getAllByText(/\(Customer\)$/).length).toBeGreaterThan(0);
  });

  it("shows the period's figures and charts", async () => {
    await signInAt(`/admin/gift-card-analytics?${PERIOD}`, 'admin@demo.test');
    const bought = cards().filter((c) => c.createdAt >= '2026-01-01').length;
    const figures = await screen.findByRole('region', { name: 'Gift cards 2026-01-01 to 2026-11-01' });
    await within(figures).findByText(String(bought));
    expect(await screen.findByRole('figure', { name: /Cards by status/ })).toBeTruthy();
    expect(await screen.findByRole('figure', { name: /Value bought by month/ })).toBeTruthy();
  });

  it('shows the error of a failed list with a way to try again', async () => {
    ctx.sandbox.faults.set('getAllGiftCards', { status: 500, message: 'Gift cards down' });
    await signInAt(`/admin/gift-cards?${PERIOD}`, 'admin@demo.test');
    const message = await screen.findByText('Gift cards down');
    ctx.sandbox.faults.clear();
    fireEvent.click(
      within(message.closest('.data-table__state') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    const table = await screen.findByRole('table', { name: /^Gift cards bought/ });
    await within(table).findByRole('button', { name: `Open ${(cards()[0] as CardRow).code}` });
  });

  it('is not offered to a dispatcher, and a direct link says "not allowed"', async () => {
    await signInAt('/admin/gift-cards', 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open All gift cards' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Gift card analytics' })).toBeNull();
    expect(ctx.requests.some((r) => r.path.includes('/gift-card'))).toBe(false);
  });
});
