// The store's staff through the app's routes, against a fresh sandbox per test: the list, adding a member
// with a role (a taken email refused beside its field with the values kept), editing one's role, deleting
// one after the confirmation (cancel first), and the list's failure with a way to try again.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

interface StaffRow {
  id: number;
  storeId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  roleId: number;
}

const table = <T,>(name: string) =>
  (ctx.sandbox.db as unknown as { table(n: string): { all(): T[] } }).table(name);

/** The demo merchant's staff, oldest first. */
function demoStaff(): StaffRow[] {
  const merchant = table<{ id: number; email: string }>('users')
    .all()
    .find((u) => u.email === 'merchant@demo.test');
  const store = table<{ id: number; merchantId: number }>('stores')
    .all()
    .find((s) => s.merchantId === merchant?.id);
  return table<StaffRow>('staff')
    .all()
    .filter((s) => s.storeId === store?.id);
}

const roleId = (name: string) =>
  table<{ id: number; name: string }>('roles')
    .all()
    .find((r) => r.name === name)?.id;

function fill(scope: HTMLElement, label: RegExp, value: string): void {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

describe('StaffScreen', () => {
  it('adds a staff member with a role; a taken email is refused beside its field, the values kept', async () => {
    const existing = demoStaff()[0] as StaffRow;
    await signInAt('/merchant/store/staff', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeTruthy();
    const list = await screen.findByRole('table', { name: "Your store's staff" });
    await within(list).findByText(existing.email);

    fireEvent.click(screen.getByRole('button', { name: 'Add staff member' }));
    const form = await screen.findByRole('form', { name: 'New staff member' });
    fill(form, /^First name/, 'Ngozi');
    fill(form, /^Last name/, 'Eze');
    fill(form, /^Email address/, existing.email);
    await within(form).findByRole('option', { name: /^Inventory clerk/ });
    fill(form, /^Role/, String(roleId('Inventory clerk')));
    fireEvent.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(await within(form).findAllByText('Email is already taken')).not.toHaveLength(0);
    expect((within(form).getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ngozi');

    fill(form, /^Email address/, 'ngozi.eze@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Add staff member' }));
    await within(list).findByText('ngozi.eze@example.com');
    expect(demoStaff().find((s) => s.email === 'ngozi.eze@example.com')).toMatchObject({
      firstName: 'Ngozi',
      roleId: roleId('Inventory clerk'),
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New staff member' })).toBeNull());
  });

  it("edits a member's role, and deletes one after the confirmation", async () => {
    const [first, second] = demoStaff() as [StaffRow, StaffRow];
    await signInAt('/merchant/store/staff', 'merchant@demo.test');
    const name = `${first.firstName} ${first.lastName}`;
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
    const form = await screen.findByRole('form', { name: `Edit ${name}` });
    expect((within(form).getByLabelText(/^Email address/) as HTMLInputElement).value).toBe(first.email);
    await within(form).findByRole('option', { name: /^Sales associate/ });
    // The member's own role is selected once the roles have arrived (not "Choose a role").
    await waitFor(() =>
      expect((within(form).getByLabelText(/^Role/) as HTMLSelectElement).value).toBe(String(first.roleId)),
    );
    fill(form, /^Role/, String(roleId('Sales associate')));
    fireEvent.click(within(form).getByRole('button', { name: 'Save staff member' }));
    await waitFor(() =>
      expect(demoStaff().find((s) => s.id === first.id)?.roleId).toBe(roleId('Sales associate')),
    );

    const other = `${second.firstName} ${second.lastName}`;
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${other}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(demoStaff().some((s) => s.id === second.id)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: `Delete ${other}` }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete staff member' }),
    );
    await waitFor(() => expect(demoStaff().some((s) => s.id === second.id)).toBe(false));
    const list = screen.getByRole('table', { name: "Your store's staff" });
    await waitFor(() => expect(within(list).queryByText(second.email)).toBeNull());
  });

  it("shows the list's failure with a way to try again", async () => {
    ctx.sandbox.faults.set('getAllStoreStaff', { status: 500, message: 'Staff list is down', times: 1 });
    await signInAt('/merchant/store/staff', 'merchant@demo.test');
    const message = await screen.findByText('Staff list is down');
    fireEvent.click(
      within(message.closest('.data-table__state') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    const list = await screen.findByRole('table', { name: "Your store's staff" });
    await within(list).findByText((demoStaff()[0] as StaffRow).email);
  });
});
