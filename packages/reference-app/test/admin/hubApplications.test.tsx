// The admin's hub applications through the app's routes, against a fresh sandbox per test: the pending
// list, an approval confirmed first (cancel sends nothing; the approved one leaves the list and its store
// joins the hub), a hub's stores, the failure states, and a dispatcher kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldError, type } from '../support/forms';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();
const ctx = sandboxFixture();

const PATH = '/admin/approvals/hubs';

interface ApplicationRow {
  id: number;
  storeId: number;
  hubId: number;
  status: string;
}
interface StoreRow {
  id: number;
  storeName: string;
  hubId?: number | null;
}

/** A table of the sandbox's state, read as rows of the fields these tests look at. */
function rowsOf<Row>(name: 'hubApplications' | 'stores'): Row[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): Row[] } }).table(name).all();
}

/** Answers the open confirmation dialog with `label`. */
async function answer(label: string): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

describe('hub applications', () => {
  it('lists the pending applications and approves one after confirming; it leaves the list', async () => {
    await signInAt(PATH, 'admin@demo.test');
    const pending = rowsOf<ApplicationRow>('hubApplications').filter((a) => a.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: /Hub applications waiting/ });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(pending.length + 1));

    const first = pending[0] as ApplicationRow;
    const store = rowsOf<StoreRow>('stores').find((s) => s.id === first.storeId) as StoreRow;
    const approve = await within(table).findByRole('button', { name: `Approve ${store.storeName}` });

    fireEvent.click(approve);
    await answer('Cancel');
    expect(ctx.requests.some((r) => r.path.includes('/storeprofile/approve-hub/'))).toBe(false);

    fireEvent.click(approve);
    await answer('Approve application');
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: `Approve ${store.storeName}` })).toBeNull(),
    );
    expect(ctx.requests.some((r) => r.path.endsWith(`/storeprofile/approve-hub/${first.id}`))).toBe(true);
    expect(rowsOf<StoreRow>('stores').find((s) => s.id === store.id)?.hubId).toBe(first.hubId);
  });

  it('rejects an application with the reason its merchant reads; it leaves the list', async () => {
    await signInAt(PATH, 'admin@demo.test');
    const first = rowsOf<ApplicationRow>('hubApplications').find(
      (a) => a.status === 'pending',
    ) as ApplicationRow;
    const store = rowsOf<StoreRow>('stores').find((s) => s.id === first.storeId) as StoreRow;
    const table = await screen.findByRole('table', { name: /Hub applications waiting/ });
    fireEvent.click(await within(table).findByRole('button', { name: `Reject ${store.storeName}` }));
    const form = await screen.findByRole('form', { name: new RegExp(`^Reject ${store.storeName} for`) });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject application' }));
    await waitFor(() => expect(fieldError('Reason')).toBe('Reason is required'));
    const reason = 'That hub is full until January; apply to the Abuja Hub.';
    type('Reason', reason);
    fireEvent.click(within(form).getByRole('button', { name: 'Reject application' }));
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: `Reject ${store.storeName}` })).toBeNull(),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Reject / })).toBeNull());
    const stored = rowsOf<ApplicationRow & { rejectionReason?: string }>('hubApplications').find(
      (a) => a.id === first.id,
    );
    expect(stored).toMatchObject({ status: 'rejected', rejectionReason: reason });
  });

  it("opens an application's timeline (who applied, and when), which takes its rejection after it left the list", async () => {
    await signInAt(PATH, 'admin@demo.test');
    const first = rowsOf<ApplicationRow>('hubApplications').find(
      (a) => a.status === 'pending',
    ) as ApplicationRow;
    const store = rowsOf<StoreRow>('stores').find((s) => s.id === first.storeId) as StoreRow;
    const table = await screen.findByRole('table', { name: /Hub applications waiting/ });
    fireEvent.click(
      await within(table).findByRole('button', { name: `Timeline of ${store.storeName}'s application` }),
    );
    const timeline = await screen.findByRole('list', { name: 'Hub application activity' });
    const applied = within(timeline)
      .getByText(/^Applied to /)
      .closest('li');
    expect(applied?.textContent).toMatch(/, by .+ \(Merchant\)$/);
    expect(applied?.querySelector('time')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: `Reject ${store.storeName}` }));
    type('Reason', 'That hub is full until January.');
    const form = await screen.findByRole('form', { name: new RegExp(`^Reject ${store.storeName} for`) });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject application' }));
    const rejected = (
      await within(timeline).findByText(/^Rejected the application to .+: That hub is full/)
    ).closest('li');
    expect(rejected?.textContent).toMatch(/, by Ifeoma Obi \(Admin\)$/);
  });

  it("shows a hub's stores, chosen from an application, in the URL", async () => {
    const app = await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Hub applications waiting/ });
    const hubButton = (await within(table).findAllByRole('button', { name: /show its stores/ }))[0];
    fireEvent.click(hubButton as HTMLElement);
    await waitFor(() => expect(app.location()).toMatch(/hub=\d+/));
    const hubId = Number(new URLSearchParams(app.location().split('?')[1]).get('hub'));
    const expected = rowsOf<StoreRow>('stores')
      .filter((s) => s.hubId === hubId)
      .map((s) => s.storeName)
      .sort((a, b) => a.localeCompare(b));
    expect(expected.length).toBeGreaterThan(0);
    const stores = await screen.findByRole('table', { name: /^Stores of / });
    await waitFor(() =>
      expect(
        within(stores)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.querySelector('th, td:nth-child(1)')?.textContent),
      ).toEqual(expected),
    );
  });

  it('says so when nothing waits', async () => {
    for (const a of rowsOf<ApplicationRow>('hubApplications')) a.status = 'approved';
    await signInAt(PATH, 'admin@demo.test');
    expect(await screen.findByText('No store is waiting to join a hub.')).toBeTruthy();
  });

  it('shows the error of a failed list, and the list once it answers again', async () => {
    ctx.sandbox.faults.set('getPendingHubApplications', { status: 500, message: 'Hubs down' });
    await signInAt(PATH, 'admin@demo.test');
    const message = await screen.findByText('Hubs down');
    ctx.sandbox.faults.clear();
    const state = message.closest('.data-table__state') as HTMLElement;
    fireEvent.click(within(state).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: /Hub applications waiting/ });
    await within(table).findAllByRole('button', { name: /^Approve / });
  });

  it('is not offered to a dispatcher, and a direct link says "not allowed"', async () => {
    await signInAt(PATH, 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open Hub applications' }),
    ).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.includes('pending'))).toBe(false);
    const nav = screen.getByRole('navigation', { name: 'Admin workspace' });
    expect(within(nav).queryByRole('link', { name: 'Hub applications' })).toBeNull();
  });
});
