// The admin's people through the app's routes, against a fresh sandbox per test: merchants searched on
// the server and one merchant's store data, the dispatchers and shipping partners (approved by default),
// a partner's onboarding reviewed (rejected with a reason, approved),
// adding a shipping partner, suspending and reactivating accounts, the lists' error and retry, and a
// dispatcher kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldError, press, type } from '../support/forms';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

interface UserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  accountType: string;
  active?: boolean;
  profile?: { onboarded?: boolean; shippingCompany?: string };
}

function users(): UserRow[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): UserRow[] } }).table('users').all();
}

describe('MerchantsScreen', () => {
  it("searches the merchants on the server and opens one merchant's store data", async () => {
    const target = users().find((u) => u.accountType === 'merchant') as UserRow;
    await signInAt('/admin/people/merchants', 'admin@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchants' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: /Merchants/ });
    await waitFor(() => expect(within(table).queryAllByRole('link').length).toBeGreaterThan(0));
    const search = screen.getByRole('searchbox', { name: 'Search merchants' });
    fireEvent.change(search, { target: { value: target.email } });
    fireEvent.keyDown(search, { key: 'Enter' });
    const name = `${target.firstName} ${target.lastName}`;
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([name]),
    );
    fireEvent.click(within(table).getByRole('link', { name }));
    const detail = await screen.findByRole('article', { name: new RegExp(`^${name}`) });
    expect(within(detail).getByRole('heading', { name: 'Store' })).toBeTruthy();
    expect(within(detail).getByText(target.email)).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.includes('/auth/userdata/merchant-store-data/'))).toBe(true);
  });

  it('shows the error and tries again when the merchants cannot be loaded', async () => {
    ctx.sandbox.faults.set('getAllMerchants', { status: 500, message: 'Merchants are down' });
    await signInAt('/admin/people/merchants', 'admin@demo.test');
    expect(await screen.findByText('Merchants are down')).toBeTruthy();
    ctx.sandbox.faults.clear();
    press('Try again');
    const table = await screen.findByRole('table', { name: /Merchants/ });
    await waitFor(() => expect(within(table).queryAllByRole('link').length).toBeGreaterThan(0));
  });
});

describe('suspending accounts', () => {
  it('suspends a merchant with a reason they are told at login, then reactivates them after a confirmation', async () => {
    await signInAt('/admin/people/merchants', 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Merchants/ });
    fireEvent.click(await within(table).findByRole('button', { name: 'Suspend Adaeze Nwankwo' }));
    const form = await screen.findByRole('form', { name: 'Suspend Adaeze Nwankwo' });
    press('Suspend account');
    await waitFor(() => expect(fieldError('Reason')).toBe('Reason is required'));
    type('Reason', 'Counterfeit goods reported by three customers');
    press('Suspend account');
    await waitFor(() => expect(form.isConnected).toBe(false));
    const merchant = users().find((u) => u.email === 'merchant@demo.test') as UserRow & {
      suspendedReason?: string;
    };
    expect([merchant.active, merchant.suspendedReason]).toEqual([
      false,
      'Counterfeit goods reported by three customers',
    ]);
    const row = await within(table).findByRole('row', { name: /Adaeze Nwankwo/ });
    await waitFor(() =>
      expect(row.textContent).toContain('SuspendedCounterfeit goods reported by three customers'),
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Reactivate Adaeze Nwankwo' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reactivate Adaeze Nwankwo?' })).getByRole('button', {
        name: 'Reactivate',
      }),
    );
    await waitFor(() => expect(users().find((u) => u.email === 'merchant@demo.test')?.active).toBe(true));
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Suspend Adaeze Nwankwo' })).toBeTruthy(),
    );
  });

  it('suspends a shipping partner from the carriers page', async () => {
    await signInAt('/admin/people/carriers', 'admin@demo.test');
    const partners = await screen.findByRole('table', { name: 'Approved shipping partners' });
    fireEvent.click(await within(partners).findByRole('button', { name: 'Suspend Kwik Dispatch Ltd' }));
    await screen.findByRole('form', { name: 'Suspend Kwik Dispatch Ltd' });
    type('Reason', 'Insurance certificate expired');
    press('Suspend account');
    await waitFor(() => expect(users().find((u) => u.email === 'partner@demo.test')?.active).toBe(false));
    const row = await within(partners).findByRole('row', { name: /Kwik Dispatch Ltd/ });
    await waitFor(() => expect(row.textContent).toContain('Insurance certificate expired'));
  });
});

describe('CarriersScreen', () => {
  it('lists every dispatcher (suspended ones too, to reactivate them) and the approved shipping partners', async () => {
    await signInAt('/admin/people/carriers', 'admin@demo.test');
    const dispatchers = await screen.findByRole('table', { name: 'Dispatchers' });
    const all = users().filter((u) => u.accountType === 'dispatcher');
    await waitFor(() => expect(within(dispatchers).getAllByRole('row')).toHaveLength(all.length + 1));
    const partners = await screen.findByRole('table', { name: 'Approved shipping partners' });
    const onboarded = users().filter((u) => u.accountType === 'partner' && u.profile?.onboarded);
    await waitFor(() => expect(within(partners).getAllByRole('row')).toHaveLength(onboarded.length + 1));

    fireEvent.change(screen.getByLabelText('Partners'), { target: { value: '' } });
    const every = await screen.findByRole('table', { name: 'Every shipping partner' });
    const partners2 = users().filter((u) => u.accountType === 'partner');
    await waitFor(() => expect(within(every).getAllByRole('row')).toHaveLength(partners2.length + 1));
    expect(ctx.requests.some((r) => r.path.endsWith('/partner/partner/all'))).toBe(true);
  });

  it('adds a shipping partner, who waits among those not approved yet', async () => {
    await signInAt('/admin/people/carriers', 'admin@demo.test');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a shipping partner' }));
    const form = await screen.findByRole('form', { name: 'New shipping partner' });
    type('Contact name', 'Kemi Adebayo');
    type('Shipping company', 'Kemi Logistics');
    type('Email address', 'not-an-email');
    press('Add partner');
    await waitFor(() => expect(fieldError('Email address')).toBeTruthy());
    expect(ctx.requests.some((r) => r.path.endsWith('/auth/admin/create-partner'))).toBe(false);

    type('Email address', 'kemi@logistics.test');
    press('Add partner');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New shipping partner' })).toBeNull());
    expect(form.isConnected).toBe(false);
    expect(users().find((u) => u.email === 'kemi@logistics.test')?.accountType).toBe('partner');

    fireEvent.change(screen.getByLabelText('Partners'), { target: { value: 'false' } });
    const waiting = await screen.findByRole('table', { name: 'Shipping partners not approved yet' });
    expect(await within(waiting).findByText('Kemi Logistics')).toBeTruthy();
  });

  it("reviews a submitted partner's company, bank details and certification and rejects it with a reason", async () => {
    const table = (
      ctx.sandbox.db as unknown as {
        table(name: string): {
          find(p: (u: UserRow) => boolean): UserRow & { profile: Record<string, unknown> };
          update(id: number, patch: object): unknown;
        };
      }
    ).table('users');
    const kwik = table.find((u) => u.email === 'partner@demo.test');
    const niger = table.find((u) => u.email === 'info@ndcouriers.example.com');
    // Niger Delta Couriers sends the onboarding Kwik Dispatch's seed holds.
    const { company, bankDetails, certification } = kwik.profile;
    table.update(niger.id, {
      profile: { ...niger.profile, company, bankDetails, certification, onboardingStatus: 'submitted' },
    });
    await signInAt('/admin/people/carriers?onboarded=submitted', 'admin@demo.test');
    const waiting = await screen.findByRole('table', { name: 'Shipping partners waiting for review' });
    fireEvent.click(
      await within(waiting).findByRole('link', {
        name: 'Review the onboarding of Niger Delta Couriers Nig. Ltd',
      }),
    );
    const review = await screen.findByRole('region', { name: 'Niger Delta Couriers Nig. Ltd: onboarding' });
    expect(within(review).getByRole('heading', { name: 'Bank details' })).toBeTruthy();
    expect(within(review).getByText((bankDetails as { accountNumber: string }).accountNumber)).toBeTruthy();
    expect(within(review).getByRole('heading', { name: 'Certification' })).toBeTruthy();

    fireEvent.click(within(review).getByRole('button', { name: 'Reject onboarding' }));
    const form = await within(review).findByRole('form', {
      name: "Reject Niger Delta Couriers Nig. Ltd's onboarding",
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject onboarding' }));
    await waitFor(() => expect(fieldError('Reason')).toBe('Reason is required'));
    expect(ctx.requests.some((r) => r.path.includes('/reject-onboarding/'))).toBe(false);
    const reason = 'The bank account belongs to another company; send the account of Niger Delta Couriers.';
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: reason } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject onboarding' }));
    await within(review).findByText(reason);
    expect(within(review).queryByRole('button', { name: 'Approve onboarding' })).toBeNull();
    expect(table.find((u) => u.id === niger.id).profile).toMatchObject({
      onboardingStatus: 'rejected',
      rejectionReason: reason,
    });
    expect(ctx.sandbox.emails('info@ndcouriers.example.com')[0]?.body).toBe(reason);
  });

  it('approves a submitted partner, who joins the partners orders go to', async () => {
    const table = (
      ctx.sandbox.db as unknown as {
        table(name: string): {
          find(p: (u: UserRow) => boolean): UserRow & { profile: Record<string, unknown> };
          update(id: number, patch: object): unknown;
        };
      }
    ).table('users');
    const kwik = table.find((u) => u.email === 'partner@demo.test');
    const niger = table.find((u) => u.email === 'info@ndcouriers.example.com');
    const { company, bankDetails, certification } = kwik.profile;
    table.update(niger.id, {
      profile: { ...niger.profile, company, bankDetails, certification, onboardingStatus: 'submitted' },
    });
    await signInAt(`/admin/people/carriers?partner=${niger.id}`, 'admin@demo.test');
    const again = await screen.findByRole('region', { name: 'Niger Delta Couriers Nig. Ltd: onboarding' });
    fireEvent.click(await within(again).findByRole('button', { name: 'Approve onboarding' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve onboarding' }));
    await waitFor(() => expect(table.find((u) => u.id === niger.id).profile.onboarded).toBe(true));
    const approved = await screen.findByRole('table', { name: 'Approved shipping partners' });
    expect(await within(approved).findByText('Niger Delta Couriers Nig. Ltd')).toBeTruthy();
  });

  it("shows the onboarding's timeline: who sent it for review and when, then who approved it, without a reload", async () => {
    const savannah = users().find((u) => u.email === 'ops@savannahhaulage.example.com') as UserRow;
    await signInAt(`/admin/people/carriers?partner=${savannah.id}`, 'admin@demo.test');
    const review = await screen.findByRole('region', { name: 'Savannah Haulage Services Ltd: onboarding' });
    const timeline = await within(review).findByRole('list', { name: 'Onboarding activity' });
    const sent = (await within(timeline).findByText('Sent the onboarding for review')).closest('li');
    expect(sent?.textContent).toMatch(/, by .+ \(Shipping partner\)$/);
    expect(sent?.querySelector('time')).toBeTruthy();

    fireEvent.click(await within(review).findByRole('button', { name: 'Approve onboarding' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve onboarding' }));
    const approved = (
      await within(timeline).findByText('Approved the partner onboarding', undefined, { timeout: 45_000 })
    ).closest('li');
    expect(approved?.textContent).toMatch(/, by Ifeoma Obi \(Admin\)$/);
    expect(approved?.querySelector('time')).toBeTruthy();
  });

  it('keeps a dispatcher out of the people pages', async () => {
    await signInAt('/admin/people/carriers', 'dispatcher@demo.test');
    expect(await screen.findByText(/You are not allowed to open/)).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.endsWith('/auth/userdata/getalldispatchers'))).toBe(false);
  });
});
