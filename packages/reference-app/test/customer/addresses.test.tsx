// The address book: making an address the default leaves exactly one default (on screen and on the
// server), editing and deleting, and client-side validation before anything is sent.
import { getCustomerAddresses } from '@marketplace/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupCustomerSandbox } from './support';

const ctx = setupCustomerSandbox();

/** An address line of a card (the buttons repeat the street for screen readers). */
const LINE = { selector: '.address-card__lines > span' };

/** The address cards on screen, by their street line. */
async function cards() {
  const section = await screen.findByRole('region', { name: 'Saved addresses' });
  await within(section).findByText('14 Allen Avenue, Ikeja', LINE);
  return section;
}

const defaultBadges = (section: HTMLElement) =>
  within(section).queryAllByText('Default', { selector: '.badge' });

describe('AddressesScreen', () => {
  it('makes another address the default: exactly one default remains, here and on the server', async () => {
    const app = await renderApp('/customer/addresses');
    const section = await cards();
    expect(defaultBadges(section)).toHaveLength(1);
    expect(defaultBadges(section)[0]?.closest('li')?.textContent).toContain('14 Allen Avenue, Ikeja');

    fireEvent.click(
      within(section).getByRole('button', { name: 'Make default 7 Aminu Kano Crescent, Wuse 2' }),
    );
    await waitFor(() =>
      expect(defaultBadges(section)[0]?.closest('li')?.textContent).toContain(
        '7 Aminu Kano Crescent, Wuse 2',
      ),
    );
    expect(defaultBadges(section)).toHaveLength(1);
    await waitFor(() => expect(app.messages.some((m) => m.operationId === 'makeDefaultAddress')).toBe(true));
    expect(app.messages.find((m) => m.operationId === 'makeDefaultAddress')?.type).toBe('success');

    const { data } = await getCustomerAddresses(app.client, { as: 'customer' });
    expect(data.filter((a) => a.default).map((a) => a.address)).toEqual(['7 Aminu Kano Crescent, Wuse 2']);
    // The old default now offers to become the default again.
    expect(within(section).getByRole('button', { name: 'Make default 14 Allen Avenue, Ikeja' })).toBeTruthy();
  });

  it('goes back to the previous default when the server refuses', async () => {
    await renderApp('/customer/addresses');
    const section = await cards();
    ctx.sandbox.faults.set('makeDefaultAddress', {
      status: 500,
      message: 'Could not update address. Try again later.',
    });
    fireEvent.click(
      within(section).getByRole('button', { name: 'Make default 7 Aminu Kano Crescent, Wuse 2' }),
    );
    await screen.findByText('Could not update address. Try again later.', { selector: '.toast__message' });
    await waitFor(() =>
      expect(defaultBadges(section)[0]?.closest('li')?.textContent).toContain('14 Allen Avenue'),
    );
    expect(defaultBadges(section)).toHaveLength(1);
  });

  it('edits and deletes an address', async () => {
    const app = await renderApp('/customer/addresses');
    const section = await cards();
    fireEvent.click(within(section).getByRole('button', { name: 'Edit 7 Aminu Kano Crescent, Wuse 2' }));
    // The form fills once the address is fetched (getCustomerAddress).
    const street = await within(section).findByLabelText('Street address');
    expect((street as HTMLTextAreaElement).value).toBe('7 Aminu Kano Crescent, Wuse 2');
    fireEvent.change(street, { target: { value: '9 Aminu Kano Crescent, Wuse 2' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save changes' }));
    await within(section).findByText('9 Aminu Kano Crescent, Wuse 2', LINE);

    fireEvent.click(within(section).getByRole('button', { name: 'Delete 9 Aminu Kano Crescent, Wuse 2' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(within(section).queryByText('9 Aminu Kano Crescent, Wuse 2', LINE)).toBeNull(),
    );
    const { data } = await getCustomerAddresses(app.client, { as: 'customer' });
    expect(data.map((a) => a.address)).toEqual(['14 Allen Avenue, Ikeja']);
  });

  it('checks a new address on the client before sending it', async () => {
    await renderApp('/customer/addresses');
    const section = await cards();
    fireEvent.click(within(section).getByRole('button', { name: 'Add a new address' }));
    const before = ctx.requests.length;
    fireEvent.click(within(section).getByRole('button', { name: 'Add address' }));
    await within(section).findByText('Enter the full name of the person receiving the delivery');
    expect(within(section).getByText('Enter a street address')).toBeTruthy();
    expect(ctx.requests.slice(before).filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('Editing an address (getCustomerAddress)', () => {
  type AddressRow = { id: number; address: string; updatedAt?: string };
  const addressTable = () =>
    (
      ctx.sandbox.db as unknown as {
        table(name: 'addresses'): {
          find(predicate: (row: AddressRow) => boolean): AddressRow | undefined;
          update(id: number, patch: Partial<AddressRow>): AddressRow | undefined;
          delete(id: number): boolean;
        };
      }
    ).table('addresses');
  const wuse = () =>
    addressTable().find((row) => row.address === '7 Aminu Kano Crescent, Wuse 2') as AddressRow;

  it('starts from the address as the server has it now, not the list loaded earlier', async () => {
    await renderApp('/customer/addresses');
    const section = await cards();
    // Changed on another device after the list loaded.
    addressTable().update(wuse().id, {
      address: '11 Aminu Kano Crescent, Wuse 2',
      updatedAt: '2026-11-01T08:00:00.000Z',
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit 7 Aminu Kano Crescent, Wuse 2' }));
    const street = await within(section).findByLabelText('Street address');
    expect((street as HTMLTextAreaElement).value).toBe('11 Aminu Kano Crescent, Wuse 2');
    expect(
      ctx.requests.some((r) => r.method === 'GET' && /\/customershippingaddress\/\d+$/.test(r.url)),
    ).toBe(true);
  });

  it('says when the address was removed meanwhile and refreshes the book', async () => {
    await renderApp('/customer/addresses');
    const section = await cards();
    addressTable().delete(wuse().id);
    fireEvent.click(within(section).getByRole('button', { name: 'Edit 7 Aminu Kano Crescent, Wuse 2' }));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('This address is no longer in your address book.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Refresh my addresses' }));
    await waitFor(() =>
      expect(within(section).queryByText('7 Aminu Kano Crescent, Wuse 2', LINE)).toBeNull(),
    );
    expect(within(section).getByText('14 Allen Avenue, Ikeja', LINE)).toBeTruthy();
  });

  it('shows a failed load with "Try again"', async () => {
    ctx.sandbox.faults.set('getCustomerAddress', { status: 500, message: 'Address service down', times: 1 });
    await renderApp('/customer/addresses');
    const section = await cards();
    fireEvent.click(within(section).getByRole('button', { name: 'Edit 7 Aminu Kano Crescent, Wuse 2' }));
    const alert = await within(section).findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(((await within(section).findByLabelText('Street address')) as HTMLTextAreaElement).value).toBe(
      '7 Aminu Kano Crescent, Wuse 2',
    );
  });
});
