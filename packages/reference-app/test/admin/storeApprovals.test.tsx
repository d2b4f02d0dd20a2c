// The admin's store approvals through the app's routes, against a fresh sandbox per test: the waiting
// and approved lists, one store's detail (merchant, documents, locations), the first approval by an admin
// and the second by another account, each its own step and each confirmed first, the merchant's payment
// category (its failure message of the spec, the value kept), and a dispatcher kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../support/forms';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();
const ctx = sandboxFixture();

const PATH = '/admin/approvals/stores';

interface StoreRow {
  id: number;
  storeName: string;
  merchantId: number;
  firstApproval?: boolean;
  secondApproval?: boolean;
  paymentCategory?: string;
  rejectionReason?: string;
}

/** The sandbox's stores, as rows of the fields these tests look at. */
function stores(): StoreRow[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): StoreRow[] } }).table('stores').all();
}

/** `n` more stores waiting for their first approval, of the first store's merchant. */
function addWaitingStores(n: number): void {
  const db = ctx.sandbox.db as unknown as { table(name: string): { insert(row: object): unknown } };
  const owner = stores()[0] as StoreRow;
  for (let i = 1; i <= n; i++) {
    db.table('stores').insert({
      merchantId: owner.merchantId,
      storeName: `Waiting store ${i}`,
      storeUrl: `waiting-store-${i}`,
      firstApproval: false,
      secondApproval: false,
      followers: [],
      createdAt: new Date(Date.UTC(2026, 0, i)).toISOString(),
    });
  }
}

/** Answers the open confirmation dialog with `label`. */
async function answer(label: string): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

describe('store approvals', () => {
  it('lists the waiting stores; the detail shows the merchant, and the first approval is its own step', async () => {
    const waiting = stores().find((s) => !s.firstApproval) as StoreRow;
    expect(waiting).toBeTruthy();
    await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Stores waiting for approval/ });
    fireEvent.click(await within(table).findByRole('link', { name: waiting.storeName }));
    const detail = await screen.findByRole('region', { name: waiting.storeName });
    await within(detail).findByText('Documents');
    expect(within(detail).getByText(/First approval, by an admin/).textContent).toContain('waiting');
    expect(within(detail).getByText(/Second approval, by an approver/).textContent).toContain('waiting');

    fireEvent.click(within(detail).getByRole('button', { name: 'Give first approval' }));
    await answer('Cancel');
    expect(ctx.requests.some((r) => r.path.includes('/approve-store/'))).toBe(false);

    fireEvent.click(within(detail).getByRole('button', { name: 'Give first approval' }));
    await answer('Give first approval');
    // The step names who gave it, with their role, and when.
    await waitFor(() =>
      expect(within(detail).getByText(/First approval, by an admin/).textContent).toMatch(
        /given by .+ \(Admin\) on /,
      ),
    );
    expect(within(detail).getByText(/Second approval, by an approver/).textContent).toContain('waiting');
    expect(stores().find((s) => s.id === waiting.id)?.firstApproval).toBe(true);
    // This admin is no second-level approver: the step is not offered, and the screen says why.
    expect(within(detail).queryByRole('button', { name: /second approval/ })).toBeNull();
    expect(
      within(detail).getByText(
        'The second approval is given by a super admin or a second-level approver; you are neither.',
      ),
    ).toBeTruthy();
  });

  it("shows the store's timeline: who gave an approval, with their role, and when, without a reload", async () => {
    const waiting = stores().find((s) => !s.firstApproval) as StoreRow;
    await signInAt(`${PATH}?store=${waiting.id}`, 'admin@demo.test');
    const detail = await screen.findByRole('region', { name: waiting.storeName });
    // A store waiting for its first approval: nothing done to it yet.
    expect(await within(detail).findByText('Nothing has been done to this store yet.')).toBeTruthy();

    fireEvent.click(await within(detail).findByRole('button', { name: 'Give first approval' }));
    await answer('Give first approval');
    const timeline = await within(detail).findByRole('list', { name: 'Store activity' });
    const given = (await within(timeline).findByText('Gave the store its first approval')).closest('li');
    expect(given?.textContent).toMatch(/, by Ifeoma Obi \(Admin\)$/);
    expect(given?.querySelector('time')).toBeTruthy();
  });

  it('does not offer the second approval to the admin who gave the first (four-eyes rule)', async () => {
    const waiting = stores().find((s) => !s.firstApproval) as StoreRow;
    await signInAt(`${PATH}?store=${waiting.id}`, 'superadmin@demo.test');
    const detail = await screen.findByRole('region', { name: waiting.storeName });
    fireEvent.click(await within(detail).findByRole('button', { name: 'Give first approval' }));
    await answer('Give first approval');
    await within(detail).findByText(
      'You gave the first approval; the second must come from another approver.',
    );
    expect(within(detail).queryByRole('button', { name: /approval/ })).toBeNull();
    expect(within(detail).getByRole('button', { name: 'Reject store' })).toBeTruthy();
  });

  it('gives the second approval as the super admin, after an admin gave the first', async () => {
    // A store an admin gave its first approval to (the seed has none half way).
    const half = stores().find((s) => !s.firstApproval) as StoreRow;
    (ctx.sandbox.db as unknown as { table(name: string): { update(id: number, patch: object): unknown } })
      .table('stores')
      .update(half.id, { firstApproval: true });
    await signInAt(`${PATH}?store=${half.id}`, 'superadmin@demo.test');
    const detail = await screen.findByRole('region', { name: half.storeName });
    fireEvent.click(await within(detail).findByRole('button', { name: 'Give second approval' }));
    await answer('Give second approval');
    await within(detail).findByText('This store has both approvals.');
    expect(stores().find((s) => s.id === half.id)?.secondApproval).toBe(true);
  });

  it('shows the approved stores, searched by name', async () => {
    const approved = stores().filter((s) => s.firstApproval);
    const name = (approved[0] as StoreRow).storeName;
    await signInAt(PATH, 'admin@demo.test');
    await screen.findByRole('table', { name: /Stores waiting for approval/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Stores' }), { target: { value: 'approved' } });
    const table = await screen.findByRole('table', { name: /Approved stores/ });
    const search = screen.getByRole('searchbox', { name: 'Search stores' });
    fireEvent.change(search, { target: { value: name } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([name]),
    );
  });

  it('sets the payment category; a failure shows the message of the spec and keeps the value', async () => {
    const store = stores()[0] as StoreRow;
    await signInAt(`${PATH}?store=${store.id}`, 'admin@demo.test');
    const form = await screen.findByRole('form', { name: 'Payment category' });
    const field = within(form).getByLabelText(/^Payment category/) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'monthly' } });
    ctx.sandbox.faults.set('updateMerchantPaymentCategory', { status: 500, message: '' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save payment category' }));
    expect(
      await within(form).findByText(/Could not update payment category\. Try again later\./),
    ).toBeTruthy();
    expect(field.value).toBe('monthly');

    ctx.sandbox.faults.clear();
    fireEvent.click(within(form).getByRole('button', { name: 'Save payment category' }));
    await waitFor(() => expect(stores().find((s) => s.id === store.id)?.paymentCategory).toBe('monthly'));
  });

  it('rejects a store with the reason its merchant reads; it moves to the rejected list', async () => {
    const waiting = stores().find((s) => !s.firstApproval) as StoreRow;
    await signInAt(`${PATH}?store=${waiting.id}`, 'admin@demo.test');
    const detail = await screen.findByRole('region', { name: waiting.storeName });
    fireEvent.click(await within(detail).findByRole('button', { name: 'Reject store' }));
    const form = await within(detail).findByRole('form', { name: `Reject ${waiting.storeName}` });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject store' }));
    // Nothing is sent without a reason: the field says so.
    await waitFor(() => expect(fieldError('Reason')).toBe('Reason is required'));
    expect(ctx.requests.some((r) => r.path.includes('/reject-store/'))).toBe(false);
    const reason = 'The proof of address is unreadable; upload a recent utility bill.';
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: reason } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject store' }));
    await within(detail).findByText(reason);
    expect(within(detail).getByText('Rejected')).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Reject store' })).toBeNull();
    expect(stores().find((s) => s.id === waiting.id)?.rejectionReason).toBe(reason);

    const list = await screen.findByRole('table', { name: /Stores waiting for approval/ });
    await waitFor(() => expect(within(list).queryByRole('link', { name: waiting.storeName })).toBeNull());
    fireEvent.change(screen.getByRole('combobox', { name: 'Stores' }), { target: { value: 'rejected' } });
    const rejected = await screen.findByRole('table', { name: /Rejected stores/ });
    const row = (await within(rejected).findByRole('link', { name: waiting.storeName })).closest('tr');
    expect(row?.textContent).toContain(reason);
  });

  it('approves and rejects several waiting stores at once, one reason for all, each result reported', async () => {
    // Two more stores waiting, so the selection spans three.
    const db = ctx.sandbox.db as unknown as {
      table(name: string): { update(id: number, patch: object): unknown };
    };
    const [a, b] = stores()
      .filter((s) => s.firstApproval && s.secondApproval)
      .slice(-2) as StoreRow[];
    for (const s of [a, b] as StoreRow[])
      db.table('stores').update(s.id, { firstApproval: false, secondApproval: false });
    const waiting = stores().filter((s) => !s.firstApproval);
    expect(waiting).toHaveLength(3);
    await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Stores waiting for approval/ });
    await within(table).findByRole('link', { name: (a as StoreRow).storeName });
    const pick = (name: string) =>
      fireEvent.click(within(table).getByRole('checkbox', { name: new RegExp(`Select.*${name}|${name}`) }));
    pick((a as StoreRow).storeName);
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    await answer('Approve');
    const results = await screen.findByRole('region', { name: 'Approval results' });
    expect(results.textContent).toContain('1 of 1 approved');
    expect(stores().find((s) => s.id === (a as StoreRow).id)?.firstApproval).toBe(true);

    const others = waiting.filter((s) => s.id !== (a as StoreRow).id);
    for (const s of others) pick(s.storeName);
    fireEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    const form = await screen.findByRole('form', { name: 'Reject 2 stores' });
    const reason = 'Your identity document has expired; upload a valid one.';
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: reason } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    const rejected = await screen.findByRole('region', { name: 'Rejection results' });
    expect(rejected.textContent).toContain('2 of 2 rejected');
    for (const s of others) expect(stores().find((x) => x.id === s.id)?.rejectionReason).toBe(reason);
  });

  it('approves every store matching the search, beyond the page: one call per store after one confirmation', async () => {
    // 13 waiting: the seed's one and 12 more, so the list has two pages.
    addWaitingStores(12);
    const waiting = stores().filter((s) => !s.firstApproval);
    expect(waiting).toHaveLength(13);
    await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Stores waiting for approval/ });
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: /Select all \d+ matching/ })).toBeNull();
    fireEvent.click(within(table).getByRole('checkbox', { name: /Select all rows on this page/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 13 matching the filter' }));
    expect(screen.getByText('All 13 matching selected')).toBeTruthy();
    const approvals = () =>
      ctx.requests.filter((r) => r.path.includes('/storeapproval/admin/approve-store/'));

    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Approve 13 stores?' })).toBeTruthy();
    expect(dialog.textContent).toContain('and 8 more: each gets its next approval');
    expect(approvals()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const results = await screen.findByRole('region', { name: 'Approval results' });
    await waitFor(() => expect(results.textContent).toContain('13 of 13 approved'), { timeout: 10_000 });
    expect(approvals()).toHaveLength(13);
    expect(new Set(approvals().map((r) => r.path)).size).toBe(13);
    expect(stores().filter((s) => !s.firstApproval)).toEqual([]);
    expect(screen.queryByText(/matching selected/)).toBeNull();
  });

  it('rejects every store matching the search with one reason, and says so when they cannot be gathered', async () => {
    addWaitingStores(12);
    await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Stores waiting for approval/ });
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(12));
    fireEvent.click(within(table).getByRole('checkbox', { name: /Select all rows on this page/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 13 matching the filter' }));
    // The list cannot be read: nothing is asked, and the message says why.
    ctx.sandbox.faults.set('getStoresForApproval', { status: 500, message: 'Stores are down' });
    fireEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Stores are down');
    expect(screen.queryByRole('form', { name: /^Reject/ })).toBeNull();
    ctx.sandbox.faults.clear();

    fireEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    const form = await screen.findByRole('form', { name: 'Reject 13 stores' });
    const reason = 'Your identity document has expired; upload a valid one.';
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: reason } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    const rejected = await screen.findByRole('region', { name: 'Rejection results' });
    await waitFor(() => expect(rejected.textContent).toContain('13 of 13 rejected'), { timeout: 10_000 });
    expect(ctx.requests.filter((r) => r.path.includes('/storeapproval/admin/reject-store/'))).toHaveLength(
      13,
    );
    expect(stores().filter((s) => s.rejectionReason === reason)).toHaveLength(13);
  });

  it('shows the error of a failed list with a way to try again', async () => {
    ctx.sandbox.faults.set('getStoresForApproval', { status: 500, message: 'Stores down' });
    await signInAt(PATH, 'admin@demo.test');
    const message = await screen.findByText('Stores down', { selector: '.data-table__state *' });
    ctx.sandbox.faults.clear();
    const state = message.closest('.data-table__state') as HTMLElement;
    fireEvent.click(within(state).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: /Stores waiting for approval/ });
    await within(table).findAllByRole('link');
  });

  it('is not offered to a dispatcher, and a direct link says "not allowed"', async () => {
    await signInAt(PATH, 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open Store approvals' }),
    ).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.includes('/storeapproval/'))).toBe(false);
  });
});
