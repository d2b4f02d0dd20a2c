// The merchant's coupons through the app's routes, against a fresh sandbox per test: the list with its
// search, type and status filters; the create form from COUPON_DEFAULTS with the fields of each discount
// type, the date rule, the reset and message on success, the kept values and message on failure; editing;
// deleting after a confirmation.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { press } from '../support/forms';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

const ctx = sandboxFixture();

interface Row {
  id: number;
  [field: string]: unknown;
}

/** The sandbox's rows of a table (its tables are the sandbox's own, untyped here). */
function rows(table: string): Row[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): Row[] } }).table(table).all();
}

/** The coupon table once its rows are there, and the names of its coupons. */
async function couponNames(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: "Your store's coupons" });
  await waitFor(() => expect(within(table).queryAllByRole('row').length).toBeGreaterThan(1));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');
}

/** Sets a field of the coupon form by its label. */
function set(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('CouponsScreen', () => {
  it("lists the store's coupons, filtered by search, type and status", async () => {
    await signInAt('/merchant/coupons', 'merchant@demo.test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeTruthy();
    const all = await couponNames();
    expect(all).toEqual(expect.arrayContaining(['ADAEZE2K', 'BLOUSE50', 'TRIO15', 'SALLAH10']));
    expect(all).not.toContain('WELCOME10');

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'BuyXGetY' } });
    await waitFor(async () => expect(await couponNames()).toEqual(['BLOUSE50']));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '' } });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Expired' } });
    await waitFor(async () => expect(await couponNames()).toEqual(['SALLAH10']));
    const row = screen.getByRole('row', { name: /SALLAH10/ });
    expect(within(row).getByText('Expired')).toBeTruthy();
  });

  it('shows the error with a way to try again when the list cannot be loaded', async () => {
    await signInAt('/merchant', 'merchant@demo.test');
    ctx.sandbox.faults.set('getAllCoupons', { status: 500, message: 'Coupons are down', times: 1 });
    fireEvent.click(await screen.findByRole('link', { name: 'Coupons' }));
    expect(await screen.findByText('Coupons are down')).toBeTruthy();
    press('Try again');
    expect(await couponNames()).toContain('ADAEZE2K');
  });

  it('creates a BuyXGetY coupon from the defaults, refuses an end before the start, and resets after success', async () => {
    await signInAt('/merchant/coupons', 'merchant@demo.test');
    await couponNames();
    press('New coupon');
    const form = await screen.findByRole('form', { name: 'New coupon' });
    // COUPON_DEFAULTS: Automatic, Percent, Amount, Everyone.
    expect((screen.getByLabelText('Discount mode') as HTMLSelectElement).value).toBe('Automatic');
    expect((screen.getByLabelText('Minimum requirement') as HTMLSelectElement).value).toBe('Amount');
    expect((screen.getByLabelText('Customer eligibility') as HTMLSelectElement).value).toBe('Everyone');
    expect(screen.getByLabelText('Percentage off')).toBeTruthy();
    expect(screen.queryByLabelText(/Customer spends at least/)).toBeNull();

    set('Discount type', 'BuyXGetY');
    // Only the fields BuyXGetY uses, with the reward defaults (2000, 20, Product).
    expect(screen.queryByLabelText('Percentage off')).toBeNull();
    expect((screen.getByLabelText(/Customer spends at least/) as HTMLInputElement).value).toBe('2000');
    expect((screen.getByLabelText('Reward: percentage off') as HTMLInputElement).value).toBe('20');
    expect((screen.getByLabelText('Reward applies to') as HTMLSelectElement).value).toBe('Product');

    set('Description', 'Spend 2000, get 20% off a blouse');
    set('Start date', '2026-12-10');
    set('End date', '2026-12-01');
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'End date: must be after the start date',
    );
    expect(ctx.requests.some((r) => r.path.endsWith('/coupon/create-coupon'))).toBe(false);

    set('End date', '2026-12-31');
    // The reward products are picked by name.
    set('Find products by name', 'Blouse');
    fireEvent.click(await screen.findByRole('button', { name: /^Add .*Blouse/ }));
    const chosen = screen.getByRole('list', { name: 'Chosen products' });
    expect(within(chosen).getByRole('button', { name: /^Remove .*Blouse/ })).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon created successfully')).toBeTruthy();
    // Back to the defaults.
    expect((screen.getByLabelText('Discount type') as HTMLSelectElement).value).toBe('Percent');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('');
    const sent = ctx.requests.find((r) => r.path.endsWith('/coupon/create-coupon'));
    await waitFor(() => expect(sent?.body).toBeDefined());
    expect(sent?.body).toMatchObject({
      discountType: 'BuyXGetY',
      startDate: '2026-12-10',
      endDate: '2026-12-31',
      customerReward: 2000,
      rewardValue: 20,
      rewardAppliesTo: 'Product',
      rewardAppliesToId: [{ id: expect.any(Number), name: expect.stringMatching(/Blouse/) }],
    });
    await waitFor(async () => expect(await couponNames()).toContain('Spend 2000, get 20% off a blouse'));
  });

  it("keeps the values and shows the server's message when the create fails", async () => {
    await signInAt('/merchant/coupons?coupon=new', 'merchant@demo.test');
    await screen.findByRole('form', { name: 'New coupon' });
    set('Discount type', 'Fixed');
    set('Amount off (₦)', '1500');
    set('Description', 'Weekend deal');
    set('Start date', '2026-12-05');
    set('End date', '2026-12-07');
    ctx.sandbox.faults.set('createCoupon', { status: 500, message: 'Coupon service unavailable', times: 1 });
    press('Create coupon');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Coupon service unavailable');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Weekend deal');
    expect((screen.getByLabelText('Amount off (₦)') as HTMLInputElement).value).toBe('1500');
    expect(screen.queryByText('Coupon created successfully')).toBeNull();
  });

  it("checks the values with the contract's schema before sending: nothing is sent", async () => {
    await signInAt('/merchant/coupons?coupon=new', 'merchant@demo.test');
    const form = await screen.findByRole('form', { name: 'New coupon' });
    set('Discount type', 'Fixed');
    set('Amount off (₦)', '-5');
    set('Description', 'Weekend deal');
    set('Start date', '2026-12-05');
    set('End date', '2026-12-07');
    press('Create coupon');
    expect((await screen.findByRole('alert')).textContent).toContain('Amount off (₦) must be at least 0');
    expect(within(form).getByLabelText('Amount off (₦)').getAttribute('aria-invalid')).toBe('true');
    expect(ctx.requests.some((r) => r.path.endsWith('/coupon/create-coupon'))).toBe(false);
  });

  it('edits a coupon on its saved values', async () => {
    await signInAt('/merchant/coupons', 'merchant@demo.test');
    await couponNames();
    press('Edit ADAEZE2K');
    const form = await screen.findByRole('form', { name: 'Edit coupon' });
    expect((within(form).getByLabelText('Coupon code') as HTMLInputElement).value).toBe('ADAEZE2K');
    expect((within(form).getByLabelText('Discount type') as HTMLSelectElement).value).toBe('Fixed');
    set('Description', 'Now ₦2,000 off all weekend');
    press('Save coupon');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit coupon' })).toBeNull());
    const sent = ctx.requests.find((r) => r.method === 'PATCH' && r.path.includes('/coupon/updatecoupon/'));
    await waitFor(() => expect(sent?.body).toMatchObject({ description: 'Now ₦2,000 off all weekend' }));
  });

  it('deletes a coupon only after the confirmation', async () => {
    await signInAt('/merchant/coupons', 'merchant@demo.test');
    await couponNames();
    press('Delete TRIO15');
    const dialog = await screen.findByRole('dialog', { name: 'Delete TRIO15?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ctx.requests.some((r) => r.method === 'DELETE')).toBe(false);

    press('Delete TRIO15');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete TRIO15?' })).getByRole('button', {
        name: 'Delete coupon',
      }),
    );
    await waitFor(async () => expect(await couponNames()).not.toContain('TRIO15'));
    expect(ctx.requests.some((r) => r.method === 'DELETE' && r.path.includes('/coupon/deletecoupon/'))).toBe(
      true,
    );
  });

  it('shows each code’s uses and uses left in the list', async () => {
    await signInAt('/merchant/coupons', 'merchant@demo.test');
    await couponNames();
    const table = screen.getByRole('table', { name: "Your store's coupons" });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Used', 'Uses left']));
    const used = headers.indexOf('Used');
    let checked = 0;
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cells = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      const coupon = rows('coupons').find((c) => (c.code || c.description) === cells[0]);
      if (!coupon) continue;
      const times = rows('couponUsages').filter((u) => u.couponId === coupon.id).length;
      const limit = Number(coupon.usageLimit ?? 0);
      expect(cells[used]).toBe(String(times));
      expect(cells[used + 1]).toBe(limit ? String(Math.max(0, limit - times)) : 'No limit');
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('picks the customers of a specific-customers coupon from the store’s customers', async () => {
    await signInAt('/merchant/coupons', 'merchant@demo.test');
    await couponNames();
    press('Edit VIPADAEZE');
    const edit = await screen.findByRole('form', { name: 'Edit coupon' });
    const chosen = await within(edit).findByRole('list', { name: 'Chosen customers' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent?.trim()),
    ).toEqual(['Tunde Bakare', 'Aisha Bello']);
    press('Cancel');

    press('New coupon');
    const form = await screen.findByRole('form', { name: 'New coupon' });
    set('Discount type', 'Fixed');
    set('Amount off (₦)', '1000');
    set('Description', 'For Tunde');
    set('Start date', '2026-12-05');
    set('End date', '2026-12-07');
    set('Customer eligibility', 'SpecificCustomers');
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Customers: pick at least one customer');
    expect(ctx.requests.some((r) => r.path.endsWith('/coupon/create-coupon'))).toBe(false);

    set('Find customers by name', 'tunde');
    fireEvent.click(await within(form).findByRole('button', { name: 'Add Tunde Bakare' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon created successfully')).toBeTruthy();
    const sent = ctx.requests.find((r) => r.path.endsWith('/coupon/create-coupon'));
    const tunde = rows('users').find((u) => u.email === 'tunde.bakare@example.com');
    expect(sent?.body).toMatchObject({
      customerEligibility: 'SpecificCustomers',
      eligibleCustomers: [{ id: tunde?.id, name: 'Tunde Bakare' }],
    });
  });
});
