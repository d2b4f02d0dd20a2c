import { COUPON_DEFAULTS, createCouponForm, getAllCoupons } from '@marketplace/sdk';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MarketplaceMessage } from '../../src/core/MarketplaceContext';
import { type UseCouponFormOptions, useCouponForm } from '../../src/forms/useCouponForm';
import { renderWithClient, useSandbox } from '../support/renderWithSandbox';
import { logInMerchant } from './formsTestKit';

// biome-ignore lint/correctness/useHookAtTopLevel: useSandbox is the file's vitest fixture, not a React hook
const ctx = useSandbox();

async function renderForm(options: UseCouponFormOptions = {}) {
  const messages: MarketplaceMessage[] = [];
  const client = ctx.client({ role: 'merchant' });
  await logInMerchant(client);
  const view = renderWithClient(() => useCouponForm(options), client, { onMessage: (m) => messages.push(m) });
  return { ...view, client, messages };
}

/** Fills a valid Code coupon of the demo merchant. */
function fill(form: ReturnType<typeof useCouponForm>, code = 'HARMATTAN15') {
  form.setValues({
    code,
    discountMode: 'Code',
    description: '15% off for harmattan',
    discountType: 'Percent',
    discountValue: 15,
    startDate: '2026-11-05',
    endDate: '2026-12-05',
  });
}

describe('useCouponForm', () => {
  it('starts from COUPON_DEFAULTS', async () => {
    const { result } = await renderForm();
    expect(result.current.values).toEqual(createCouponForm());
    expect(result.current.values.customerReward).toBe(COUPON_DEFAULTS.customerReward);
    expect(result.current.mode).toBe('create');
    expect(result.current.status).toBe('idle');
  });

  it('creates a coupon, resets to the defaults and keeps the message for a toast', async () => {
    const { result, messages } = await renderForm();
    act(() => fill(result.current));
    act(() => result.current.setField('minRequireValue', 10000));
    expect(result.current.values.minRequireValue).toBe(10000);
    const ok = await act(() => result.current.submit());
    expect(ok).toBe(true);
    expect(result.current.status).toBe('succeeded');
    expect(result.current.isError).toBe(false);
    expect(result.current.message).toBe('Coupon created successfully');
    expect(result.current.values).toEqual(createCouponForm());
    expect(messages).toContainEqual(
      expect.objectContaining({ type: 'success', message: 'Coupon created successfully' }),
    );
    const created = ctx.requests.filter((r) => r.url.endsWith('/coupon/create-coupon'));
    expect(created).toHaveLength(1);
    expect(await created[0]?.json()).toMatchObject({
      code: 'HARMATTAN15',
      minRequireValue: 10000,
      rewardValue: 20,
    });
  });

  it('sets the error flag and keeps the message (and the values) when the server refuses', async () => {
    const { result, messages } = await renderForm();
    act(() => fill(result.current, 'WELCOME10'));
    const ok = await act(() => result.current.submit());
    expect(ok).toBe(false);
    expect(result.current.isError).toBe(true);
    expect(result.current.status).toBe('failed');
    expect(result.current.message).toBe('A coupon with this code already exists');
    expect(result.current.error?.status).toBe(400);
    expect(result.current.values.code).toBe('WELCOME10');
    expect(messages).toContainEqual(
      expect.objectContaining({ type: 'error', message: 'A coupon with this code already exists' }),
    );
  });

  it('checks the values with the contract schema first and sends nothing when they fail', async () => {
    const { result } = await renderForm();
    act(() => result.current.setField('discountValue', -5));
    const ok = await act(() => result.current.submit());
    expect(ok).toBe(false);
    expect(result.current.fieldErrors).toEqual({
      discountValue: 'Discount value must be at least 0',
      startDate: 'Start date must be a date (YYYY-MM-DD)',
      endDate: 'End date must be a date (YYYY-MM-DD)',
    });
    expect(result.current.isError).toBe(false);
    expect(ctx.requests.filter((r) => r.url.includes('/coupon/'))).toHaveLength(0);
    // Editing a field forgets its error.
    act(() => result.current.setField('startDate', '2026-11-05'));
    expect(result.current.fieldErrors.startDate).toBeUndefined();
    expect(result.current.fieldErrors.endDate).toBeDefined();
  });

  it("exposes the server's 422 field errors per field", async () => {
    const { result } = await renderForm();
    act(() => fill(result.current));
    act(() => result.current.setValues({ startDate: '2026-12-10', endDate: '2026-12-01' }));
    const ok = await act(() => result.current.submit());
    expect(ok).toBe(false);
    expect(result.current.error?.kind).toBe('validation');
    expect(result.current.fieldErrors).toEqual({ endDate: 'End date must be on or after the start date' });
    expect(result.current.message).toBe('End date must be on or after the start date');
    expect(result.current.isError).toBe(true);
  });

  it('updates an existing coupon and resets to the defaults', async () => {
    const client = ctx.client({ role: 'merchant' });
    await logInMerchant(client);
    const { data } = await getAllCoupons(client, { as: 'merchant' });
    const coupon = data.rows.find((c) => c.code === 'ADAEZE2K');
    expect(coupon).toBeDefined();
    const { result } = renderWithClient(
      () =>
        useCouponForm({
          couponId: coupon?.id,
          initial: {
            code: 'ADAEZE2K',
            discountMode: 'Code',
            discountType: 'Fixed',
            discountValue: 2000,
            startDate: '2026-10-12',
            endDate: '2026-12-11',
          },
        }),
      client,
    );
    expect(result.current.mode).toBe('update');
    expect(result.current.values.discountValue).toBe(2000);
    act(() => result.current.setField('discountValue', 2500));
    const ok = await act(() => result.current.submit());
    expect(ok).toBe(true);
    expect(result.current.message).toBe('Coupon updated successfully');
    expect(result.current.values).toEqual(createCouponForm());
  });
});
