// The super admin's people through the app's routes, against a fresh sandbox per test: the admin-session
// accounts, creating a dispatcher and a scheduler, deactivating and deleting an account (each confirmed),
// roles and resources, and an admin kept out of both pages.

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
  /** Platform staff logins (`staffId`) are managed on the staff page, not among the admins. */
  profile?: { staffId?: number };
}

function users(): UserRow[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): UserRow[] } }).table('users').all();
}

const ADMIN_TYPES = ['admin', 'superadmin', 'dispatcher', 'scheduler'];

async function accountsTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Admin accounts' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return table;
}

/** Fills the new-account form and sends it. */
async function createAccount(accountType: string, first: string, last: string, email: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add an admin, dispatcher or scheduler' }));
  await screen.findByRole('form', { name: 'New admin account' });
  fireEvent.change(screen.getByLabelText('Account type'), { target: { value: accountType } });
  type('First name', first);
  type('Last name', last);
  type('Email address', email);
  press('Create account');
  await waitFor(() => expect(screen.queryByRole('form', { name: 'New admin account' })).toBeNull());
}

describe('AdminsScreen', () => {
  it('lists the admin accounts and creates a dispatcher and a scheduler', async () => {
    await signInAt('/admin/people/admins', 'superadmin@demo.test');
    const table = await accountsTable();
    const count = users().filter((u) => ADMIN_TYPES.includes(u.accountType) && !u.profile?.staffId).length;
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1));

    fireEvent.click(screen.getByRole('button', { name: 'Add an admin, dispatcher or scheduler' }));
    type('First name', 'Bola');
    press('Create account');
    await waitFor(() => expect(fieldError('Email address')).toBeTruthy());
    expect(ctx.requests.some((r) => r.path.endsWith('/auth/admin/create'))).toBe(false);
    press('Cancel');

    await createAccount('dispatcher', 'Tobenna', 'Quist', 'tobenna.quist@example.com');
    await createAccount('scheduler', 'Zainab', 'Quadri', 'zainab.quadri@example.com');
    expect(users().find((u) => u.email === 'tobenna.quist@example.com')?.accountType).toBe('dispatcher');
    expect(users().find((u) => u.email === 'zainab.quadri@example.com')?.accountType).toBe('scheduler');
    expect(await within(table).findByText('Zainab Quadri')).toBeTruthy();
    expect(within(table).getByText('Tobenna Quist')).toBeTruthy();
  });

  it('deactivates an admin and deletes one, each after a confirmation', async () => {
    const [first, second] = users().filter((u) => u.accountType === 'admin');
    if (!first || !second) throw new Error('the seed has two admins');
    await signInAt('/admin/people/admins', 'superadmin@demo.test');
    const table = await accountsTable();
    const firstName = `${first.firstName} ${first.lastName}`;
    fireEvent.click(await within(table).findByRole('button', { name: `Deactivate ${firstName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Deactivate ${firstName}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(users().find((u) => u.id === first.id)?.active).not.toBe(false);

    fireEvent.click(within(table).getByRole('button', { name: `Deactivate ${firstName}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(users().find((u) => u.id === first.id)?.active).toBe(false));
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: `Deactivate ${firstName}` })).toBeNull(),
    );

    const secondName = `${second.firstName} ${second.lastName}`;
    fireEvent.click(within(table).getByRole('button', { name: `Delete ${secondName}` }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: `Delete ${secondName}?` })).getByRole('button', {
        name: 'Delete account',
      }),
    );
    await waitFor(() => expect(users().some((u) => u.id === second.id)).toBe(false));
    await waitFor(() => expect(within(table).queryByText(secondName)).toBeNull());
  });

  it('shows the error and tries again when the accounts cannot be loaded', async () => {
    ctx.sandbox.faults.set('getAllAdmins', { status: 500, message: 'Accounts are down' });
    await signInAt('/admin/people/admins', 'superadmin@demo.test');
    expect(await screen.findByText('Accounts are down')).toBeTruthy();
    ctx.sandbox.faults.clear();
    press('Try again');
    expect(await accountsTable()).toBeTruthy();
  });

  it('keeps an admin out of the accounts and the roles', async () => {
    await signInAt('/admin/people/admins', 'admin@demo.test');
    expect(await screen.findByText(/You are not allowed to open/)).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.endsWith('/auth/admin/all-admins'))).toBe(false);
  });
});

describe('RolesScreen', () => {
  it('lists the roles with their resources and every resource', async () => {
    await signInAt('/admin/people/roles', 'superadmin@demo.test');
    const roles = await screen.findByRole('table', { name: 'Roles and the resources they cover' });
    await waitFor(() => expect(within(roles).getAllByRole('row').length).toBeGreaterThan(1));
    const resources = await screen.findByRole('table', { name: 'Resources roles grant rights on' });
    await waitFor(() => expect(within(resources).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(resources).getByText('orders')).toBeTruthy();
  });
});
