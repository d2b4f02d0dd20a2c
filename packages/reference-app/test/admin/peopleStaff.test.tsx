// The platform's staff for the super admin through the app's routes, against a fresh sandbox per test:
// the list, adding a member (the role list offers platform staff roles only; an invitation goes out), editing one,
// deleting one after the confirmation, and an admin kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { press, type } from '../support/forms';
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

function table<T>(name: string): T[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): T[] } }).table(name).all();
}

const platformStaff = () => table<StaffRow>('staff').filter((s) => s.storeId === null);

async function staffTable(): Promise<HTMLElement> {
  const found = await screen.findByRole('table', { name: "The platform's staff" });
  await waitFor(() => expect(within(found).getAllByRole('row')).toHaveLength(platformStaff().length + 1));
  return found;
}

/** The value of the role option whose text starts with `name`. */
async function roleValue(name: string): Promise<string> {
  const select = screen.getByLabelText('Role') as HTMLSelectElement;
  await waitFor(() => expect([...select.options].some((o) => o.text.startsWith(name))).toBe(true));
  return [...select.options].find((o) => o.text.startsWith(name))?.value ?? '';
}

describe('PlatformStaffScreen', () => {
  it('offers the platform staff roles only, adds a member and emails them an invitation', async () => {
    await signInAt('/admin/people/staff', 'superadmin@demo.test');
    await staffTable();
    fireEvent.click(screen.getByRole('button', { name: 'Add staff member' }));
    await screen.findByRole('form', { name: 'New platform staff member' });
    await roleValue('Finance officer');
    const offered = [...(screen.getByLabelText('Role') as HTMLSelectElement).options]
      .filter((o) => o.value)
      .map((o) => o.text.split(':')[0]);
    // Never Super Admin, Merchant, Customer or a store's role.
    expect(offered).toEqual(['Finance officer', 'Customer support']);
    type('First name', 'Halima');
    type('Last name', 'Yakubu');
    type('Email address', 'halima.yakubu@platform.test');
    fireEvent.change(screen.getByLabelText('Role'), {
      target: { value: await roleValue('Finance officer') },
    });
    press('Add staff member');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New platform staff member' })).toBeNull());
    expect(platformStaff().some((s) => s.email === 'halima.yakubu@platform.test')).toBe(true);
    expect(await within(await staffTable()).findByText('Halima Yakubu')).toBeTruthy();
    const [invitation] = ctx.sandbox.emails('halima.yakubu@platform.test');
    expect(invitation?.kind).toBe('invitation');
    expect(invitation?.link).toContain('/admin/reset-password/');
  });

  it('edits a member and deletes one after the confirmation', async () => {
    const [first, second] = platformStaff();
    if (!first || !second) throw new Error('the seed has two platform staff');
    await signInAt('/admin/people/staff', 'superadmin@demo.test');
    const list = await staffTable();
    fireEvent.click(within(list).getByRole('button', { name: `Edit ${first.firstName} ${first.lastName}` }));
    await screen.findByRole('form', { name: `Edit ${first.firstName} ${first.lastName}` });
    type('Phone number', '+2348030001111');
    press('Save staff member');
    await waitFor(() =>
      expect(
        table<StaffRow & { phoneNumber?: string }>('staff').find((s) => s.id === first.id)?.phoneNumber,
      ).toBe('+2348030001111'),
    );

    const name = `${second.firstName} ${second.lastName}`;
    fireEvent.click(within(list).getByRole('button', { name: `Delete ${name}` }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: `Delete ${name}?` })).getByRole('button', {
        name: 'Delete staff member',
      }),
    );
    await waitFor(() => expect(platformStaff().some((s) => s.id === second.id)).toBe(false));
    await waitFor(() => expect(within(list).queryByText(name)).toBeNull());
  });

  it('keeps an admin out', async () => {
    await signInAt('/admin/people/staff', 'admin@demo.test');
    expect(await screen.findByText(/You are not allowed to open/)).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.endsWith('/storestaff/getall'))).toBe(false);
  });
});
