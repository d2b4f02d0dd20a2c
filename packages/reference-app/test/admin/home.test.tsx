// The admin's home through the app's routes, against a fresh sandbox per test: what waits for a decision
// (stores, products, hub applications, returns, merchant payouts) and today's orders and sales, each card
// linking to its screen; a failing card keeps the others; a dispatcher asks for none of them.

import { dateRangeFor } from '@marketplace/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { returnAwaitsDecision } from '../../src/roles/admin/home/returnAwaitsDecision';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

type Row = Record<string, unknown>;
function table(name: string): Row[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): Row[] } }).table(name).all();
}

/** The figure of the card whose link is `label`. */
function figure(label: string): string {
  const card = screen.getByRole('link', { name: label }).closest('.stat-card') as HTMLElement;
  return (card.querySelector('.stat-card__value') as HTMLElement | null)?.textContent ?? '';
}

describe('admin home', () => {
  it('shows the returns and merchant payouts waiting, and today, each linking to its screen', async () => {
    const waitingReturns = table('returns').filter((r) =>
      returnAwaitsDecision(r as Parameters<typeof returnAwaitsDecision>[0]),
    ).length;
    await signInAt('/admin', 'admin@demo.test');
    const returns = await screen.findByRole('link', { name: 'Returns waiting for a decision' });
    expect(returns.getAttribute('href')).toBe('/admin/returns');
    await waitFor(() => expect(figure('Returns waiting for a decision')).toBe(String(waitingReturns)));
    expect(waitingReturns).toBeGreaterThan(0);

    const payouts = screen.getByRole('link', { name: 'Merchant payouts waiting for approval' });
    expect(payouts.getAttribute('href')).toBe('/admin/money/payments?f.status=pending');
    await waitFor(() =>
      expect(figure('Merchant payouts waiting for approval')).toMatch(/^\d+, ₦[\d,.]+ due$/),
    );
    expect(Number.parseInt(figure('Merchant payouts waiting for approval'), 10)).toBeGreaterThan(0);

    // The figures open the lists they count, filtered as they count them.
    const today = dateRangeFor('today');
    expect(screen.getByRole('link', { name: "Today's orders" }).getAttribute('href')).toBe(
      `/admin/orders?f.endDate=${today.endDate}&f.startDate=${today.startDate}`,
    );
    expect(screen.getByRole('link', { name: 'Ready, unassigned over 4 h' }).getAttribute('href')).toBe(
      '/admin/orders?f.flag=unassigned-over-4h',
    );
    expect(screen.getByRole('link', { name: "Today's sales" }).getAttribute('href')).toBe(
      '/admin/money/reports?report=sar&period=today',
    );
    const main = within(screen.getByRole('main'));
    for (const name of ['Stores awaiting approval', 'Products pending approval', 'Hub applications'])
      expect(main.getByRole('link', { name })).toBeTruthy();
  });

  it('keeps the other cards when the returns fail, with the message on the failing card', async () => {
    ctx.sandbox.faults.set('getAllOrderReturns', { status: 500, message: 'Returns down' });
    await signInAt('/admin', 'admin@demo.test');
    expect(await screen.findByText('Returns down')).toBeTruthy();
    await waitFor(() => expect(figure('Merchant payouts waiting for approval')).toMatch(/₦/));
  });

  it('asks nothing about returns or payouts for a dispatcher', async () => {
    await signInAt('/admin', 'dispatcher@demo.test');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order work' })).toBeTruthy();
    expect(screen.queryByText('Returns waiting for a decision')).toBeNull();
    expect(screen.queryByText('Merchant payouts waiting for approval')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    expect(ctx.requests.some((r) => /all-order-returns|merchant-payments|payment-stats/.test(r.path))).toBe(
      false,
    );
  });
});
