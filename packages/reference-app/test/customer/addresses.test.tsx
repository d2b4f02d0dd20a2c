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
    const street = within(section).getByLabelText('Street address');
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
