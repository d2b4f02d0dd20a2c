// The admin's shipping screens through the app's routes, against a fresh sandbox per test: a vehicle's
// prices and its fee bands changed from its page, a band removed only after the confirmation, a zone
// created (a taken name refused, the values kept), a discount created and then changed, a failed list
// with a way to try again, and a dispatcher kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

interface Row {
  id: number;
  [field: string]: unknown;
}

/** The rows of a sandbox table. */
function rows(table: string): Row[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): Row[] } }).table(table).all();
}

function fill(form: HTMLElement, label: RegExp, value: string): void {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

describe('admin shipping', () => {
  it("changes a vehicle's prices and one of its fee bands from the vehicle's page", async () => {
    const bike = rows('vehicles').find((v) => v.name === 'Dispatch motorbike') as Row;
    const band = rows('shippingPrices').find((p) => p.vehicleId === bike.id) as Row;
    await signInAt('/admin/shipping/vehicles', 'admin@demo.test');
    const table = await screen.findByRole('table', { name: 'Delivery vehicles' });
    fireEvent.click(await within(table).findByRole('link', { name: 'Edit pricing of Dispatch motorbike' }));

    const form = await screen.findByRole('form', { name: 'Edit Dispatch motorbike' });
    fill(form, /^Base price/, '1800');
    fireEvent.click(within(form).getByRole('button', { name: 'Save vehicle' }));
    await waitFor(() => expect(rows('vehicles').find((v) => v.id === bike.id)?.basePrice).toBe(1800));
    // Only what changed was sent.
    await waitFor(() =>
      expect(
        ctx.requests.find((r) => r.method === 'PATCH' && r.path.endsWith(`/vehicle/${bike.id}`))?.body,
      ).toEqual({ basePrice: 1800 }),
    );

    const pricing = await screen.findByRole('form', { name: 'Pricing of Dispatch motorbike' });
    const first = within(pricing).getByRole('group', { name: 'Band 1' });
    fill(first, /^Fee/, '2750');
    fireEvent.click(within(pricing).getByRole('button', { name: 'Save pricing' }));
    await waitFor(() => expect(rows('shippingPrices').find((p) => p.id === band.id)?.price).toBe(2750));
    // The other vehicles' bands were sent back as they were.
    expect(rows('shippingPrices').length).toBeGreaterThan(
      rows('shippingPrices').filter((p) => p.vehicleId === bike.id).length,
    );
  });

  it('removes a pricing band only once the confirmation is accepted', async () => {
    const before = rows('shippingPrices').length;
    await signInAt('/admin/shipping/pricing', 'admin@demo.test');
    const pricing = await screen.findByRole('form', { name: 'Shipping pricing' });
    fireEvent.click(within(pricing).getByRole('button', { name: 'Remove band 1' }));
    fireEvent.click(within(pricing).getByRole('button', { name: 'Save pricing' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove a pricing band?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ctx.requests.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.click(within(pricing).getByRole('button', { name: 'Save pricing' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove a pricing band?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and remove' }));
    await waitFor(() => expect(rows('shippingPrices')).toHaveLength(before - 1));
  });

  it("shows the server's refusal of overlapping bands and keeps what was typed", async () => {
    await signInAt('/admin/shipping/vehicles/1', 'admin@demo.test');
    const pricing = await screen.findByRole('form', { name: 'Pricing of Dispatch motorbike' });
    const first = within(pricing).getByRole('group', { name: 'Band 1' });
    const second = within(pricing).getByRole('group', { name: 'Band 2' });
    // Band 1 now reaches into band 2 (same zone, same vehicle).
    fill(first, /^Up to/, '8');
    fill(second, /^From/, '5');
    fireEvent.click(within(pricing).getByRole('button', { name: 'Save pricing' }));
    await within(pricing).findByText(/Pricing bands overlap for Within Lagos by Dispatch motorbike/);
    expect((within(first).getByLabelText(/^Up to/) as HTMLInputElement).value).toBe('8');
  });

  it('creates a shipping zone; a taken name is refused and what was typed stays', async () => {
    const taken = rows('shippingZones')[0] as Row;
    await signInAt('/admin/shipping/zones', 'admin@demo.test');
    await screen.findByRole('table', { name: 'Shipping zones' });
    fireEvent.click(await screen.findByRole('button', { name: 'New zone' }));
    const form = await screen.findByRole('form', { name: 'New shipping zone' });
    const states = within(form).getByRole('group', { name: 'States' });
    const free = within(states)
      .getAllByRole('checkbox')
      .find((box) => !(box as HTMLInputElement).disabled) as HTMLInputElement;
    fireEvent.click(free);
    fill(form, /^Name/, String(taken.name));
    fireEvent.click(within(form).getByRole('button', { name: 'Create zone' }));
    expect(await within(form).findAllByText(/already exists/)).not.toHaveLength(0);
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe(taken.name);
    expect(free.checked).toBe(true);

    fill(form, /^Name/, 'Far North');
    fireEvent.click(within(form).getByRole('button', { name: 'Create zone' }));
    const table = screen.getByRole('table', { name: 'Shipping zones' });
    await within(table).findByText('Far North');
    expect(rows('shippingZones').find((z) => z.name === 'Far North')?.states).toHaveLength(1);
  });

  it('lists the discounts with their values, creates one, then edits it from its row, prefilled', async () => {
    await signInAt('/admin/shipping/discounts', 'admin@demo.test');
    const list = await screen.findByRole('table', { name: 'Shipping discounts, newest first' });
    // The seeded discounts, each with its current value.
    for (const d of rows('shippingDiscounts')) {
      const row = (await within(list).findByText(String(d.name))).closest('tr') as HTMLElement;
      expect(row.textContent).toMatch(/ off/);
    }
    const form = await screen.findByRole('form', { name: 'New shipping discount' });
    fill(form, /^Name/, 'Harmattan saver');
    fill(form, /^Discount value/, '150');
    fireEvent.click(within(form).getByRole('button', { name: 'Create discount' }));
    // A percentage over 100 is refused beside the value.
    expect(await within(form).findAllByText(/cannot be more than 100/)).not.toHaveLength(0);
    fill(form, /^Discount value/, '15');
    fireEvent.click(within(form).getByRole('button', { name: 'Create discount' }));
    const created = await waitFor(() => {
      const found = rows('shippingDiscounts').find((d) => d.name === 'Harmattan saver');
      expect(found).toMatchObject({ discountValue: 15, zoneId: null, isActive: true });
      return found as Row;
    });
    const row = (await within(list).findByText('Harmattan saver')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('15% off');
    expect(row.textContent).toContain('Every zone');

    fireEvent.click(within(row).getByRole('button', { name: 'Edit Harmattan saver' }));
    const edit = await screen.findByRole('form', { name: 'Edit Harmattan saver' });
    expect((within(edit).getByLabelText(/^Discount value/) as HTMLInputElement).value).toBe('15');
    expect((within(edit).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Harmattan saver');
    expect(document.activeElement?.textContent).toBe('Edit Harmattan saver');
    fill(edit, /^Discount value/, '20');
    fireEvent.change(within(edit).getByLabelText(/^Status/), { target: { value: 'false' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(rows('shippingDiscounts').find((d) => d.id === created.id)).toMatchObject({
        discountValue: 20,
        isActive: false,
        name: 'Harmattan saver',
      }),
    );
    expect(await screen.findByText('Harmattan saver is saved.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit Harmattan saver' })).toBeNull();
    await waitFor(() => {
      const after = within(list).getByText('Harmattan saver').closest('tr') as HTMLElement;
      expect(after.textContent).toContain('20% off');
      expect(after.textContent).toContain('Paused');
    });
  });

  it('shows the error of a failed vehicle list with a way to try again', async () => {
    ctx.sandbox.faults.set('getVehicles', { status: 500, message: 'Vehicles down' });
    await signInAt('/admin/shipping/vehicles', 'admin@demo.test');
    const message = await screen.findByText('Vehicles down');
    ctx.sandbox.faults.clear();
    fireEvent.click(
      within(message.closest('.data-table__state') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    const table = await screen.findByRole('table', { name: 'Delivery vehicles' });
    await within(table).findByText('Dispatch motorbike');
  });

  it('is not offered to a dispatcher, and a direct link says "not allowed"', async () => {
    await signInAt('/admin/shipping/pricing', 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open Shipping pricing' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vehicles' })).toBeNull();
    expect(ctx.requests.some((r) => r.path.endsWith('/pricing'))).toBe(false);
  });

  it('lists no catalog, gift card or shipping page for a scheduler, who sees orders only', async () => {
    await signInAt('/admin', 'scheduler@demo.test');
    const nav = await screen.findByRole('navigation', { name: 'Admin workspace' });
    await within(nav).findByRole('link', { name: 'Orders' });
    for (const name of [
      'Products',
      'Promotions',
      'All gift cards',
      'Vehicles',
      'Shipping pricing',
      'Shipping discounts',
    ])
      expect(within(nav).queryByRole('link', { name })).toBeNull();
  });
});
