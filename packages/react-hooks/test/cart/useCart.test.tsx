import {
  cartLineKey,
  cartQuantity,
  cartTotal,
  createMemoryTokenStore,
  isMarketplaceError,
} from '@marketplace/sdk';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartChangeResult } from '../../src/cart/cartTypes';
import type { MarketplaceMessage } from '../../src/core/MarketplaceContext';
import { sandboxFixture } from '../support/renderWithSandbox';
import {
  countRequests,
  logInCustomer,
  OIL,
  OIL_KEY,
  renderCart,
  serverQuantity,
  TEA,
  TEA_KEY,
} from './cartTestKit';

const ctx = sandboxFixture();

/** A customer client logged in as the demo customer, with the cart rendered and synced. */
async function customerCart(options: { onMessage?: (m: MarketplaceMessage) => void } = {}) {
  const client = ctx.client({ role: 'customer' });
  await logInCustomer(client);
  const view = renderCart(client, options);
  // The seeded server cart (a dress and two TVs) replaces whatever the client held.
  await waitFor(() => expect(view.result.current.serverCart).toBeDefined());
  await waitFor(() => expect(view.result.current.isSyncing).toBe(false));
  return { client, ...view };
}

describe('useCart as a guest', () => {
  it('changes the cart at once by the SDK rules and sends nothing', async () => {
    const { result } = renderCart(ctx.client());
    expect(result.current.mode).toBe('guest');
    await act(() => result.current.add(TEA, 2));
    await act(() => result.current.add(OIL));
    expect(result.current.items.map((i) => [cartLineKey(i), i.productVariant.quantity])).toEqual([
      [TEA_KEY, 2],
      [OIL_KEY, 1],
    ]);
    expect(result.current.cartTotal).toBe(2 * 3600 + 16500);
    expect(result.current.quantity).toBe(3);
    expect(result.current.weight).toBe(5.3);

    await act(() => result.current.increase(TEA_KEY, 3));
    await act(() => result.current.decrease(OIL_KEY));
    expect(result.current.items.map((i) => i.productVariant.quantity)).toEqual([5]);
    await act(() => result.current.setQuantity(TEA_KEY, 4));
    expect(result.current.quantity).toBe(4);
    await act(() => result.current.remove(TEA_KEY));
    expect(result.current.items).toEqual([]);
    expect(ctx.requests.filter((r) => r.url.includes('/cart/'))).toHaveLength(0);
  });

  it('rejects a quantity that is not a whole number and changes nothing', async () => {
    const { result } = renderCart(ctx.client());
    await act(() => result.current.add(TEA));
    await expect(result.current.setQuantity(TEA_KEY, -1)).rejects.toThrow(RangeError);
    await expect(result.current.add(OIL, 1.5)).rejects.toThrow(RangeError);
    expect(result.current.items.map((i) => i.productVariant.quantity)).toEqual([1]);
    expect(result.current.error).toBeUndefined();
  });
});

describe('useCart for a logged-in customer', () => {
  it("shows the server's cart: items, addresses, fees and totals", async () => {
    const { result } = await customerCart();
    expect(result.current.mode).toBe('customer');
    expect(result.current.items.map((i) => [i.id, i.productVariant.quantity])).toEqual([
      [1, 1],
      [13, 2],
    ]);
    expect(result.current.cartTotal).toBe(cartTotal(result.current.items));
    expect(result.current.cartTotal).toBe(15500 + 2 * 285000);
    expect(result.current.shippingAddresses).toHaveLength(2);
    expect(result.current.selectedShippingAddress?.address).toBe('14 Allen Avenue, Ikeja');
    expect(result.current.shippingFees.map((f) => f.shippingFee)).toEqual([1700, 0]);
    expect(result.current.shippingFeeTotal).toBe(1700);
    expect(result.current.discount).toBe(0);
    expect(result.current.appliedDiscountCodes).toEqual([]);
  });

  it('shows a change before the server answers, then the server has it', async () => {
    const { client, result } = await customerCart();
    ctx.sandbox.faults.set('addToCart', { latencyMs: 150, times: 1 });
    let added!: Promise<CartChangeResult>;
    act(() => {
      added = result.current.add(TEA, 2);
    });
    // Shown at once, while the call is still on its way.
    expect(result.current.items.find((i) => cartLineKey(i) === TEA_KEY)?.productVariant.quantity).toBe(2);
    expect(result.current.pending).toBe(1);
    expect(result.current.isSyncing).toBe(true);
    await act(() => added);
    expect(result.current.pending).toBe(0);
    expect(await serverQuantity(client, 56)).toBe(2);
    // Once idle the items are the server's own lines (its names and prices).
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(result.current.items.find((i) => i.id === 56)?.name).toBe('Lipton Yellow Label Tea (100 Bags)');
  });

  it('rolls a refused change back, keeps the error and emits its message; later changes stay', async () => {
    const messages: MarketplaceMessage[] = [];
    const { client, result } = await customerCart({ onMessage: (m) => messages.push(m) });
    const before = result.current.items;
    ctx.sandbox.faults.set('addToCart', { status: 500, message: 'Database down', times: 1 });
    let failed!: Promise<CartChangeResult>;
    let next!: Promise<CartChangeResult>;
    act(() => {
      failed = result.current.add(TEA, 3);
      next = result.current.add(OIL, 1);
    });
    expect(cartQuantity(result.current.items)).toBe(cartQuantity(before) + 4);
    // The reload that follows a failure is slow here: the rollback must show before it.
    ctx.sandbox.faults.set('getCart', { latencyMs: 300, times: 1 });
    // The refusal is answered, not thrown: no catch needed.
    const outcome = await act(() => failed);
    const error = outcome.ok ? undefined : outcome.error;
    expect(result.current.items.some((i) => cartLineKey(i) === TEA_KEY)).toBe(false);
    await act(() => next);
    expect(result.current.items.some((i) => cartLineKey(i) === TEA_KEY)).toBe(false);
    // (still before the reload: the server cart shown is the one from before these changes)
    expect(result.current.serverCart?.cartItemsList.some((i) => i.id === 54)).toBe(false);
    expect(isMarketplaceError(error) && error.status).toBe(500);
    expect(result.current.error?.message).toBe('Database down');
    expect(result.current.items.some((i) => cartLineKey(i) === TEA_KEY)).toBe(false);
    expect(result.current.items.find((i) => cartLineKey(i) === OIL_KEY)?.productVariant.quantity).toBe(1);
    expect(messages).toContainEqual(expect.objectContaining({ type: 'error', message: 'Database down' }));
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(await serverQuantity(client, 56)).toBe(0);
    expect(await serverQuantity(client, 54)).toBe(1);
    // The next change clears the kept error.
    await act(() => result.current.increase(OIL_KEY));
    expect(result.current.error).toBeUndefined();
  });

  it("answers 'Token is not valid' for a bad token, and the cart stays a guest's", async () => {
    const messages: MarketplaceMessage[] = [];
    const session = createMemoryTokenStore({ customer: { token: 'not-a-real-token' } });
    const client = ctx.client({ role: 'customer', session });
    const { result } = renderCart(client, { onMessage: (m) => messages.push(m) });
    await waitFor(() =>
      expect(messages).toContainEqual(
        expect.objectContaining({ type: 'error', message: 'Token is not valid', operationId: 'getCart' }),
      ),
    );
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(result.current.mode).toBe('guest');
    await act(() => result.current.add(TEA));
    expect(result.current.items).toHaveLength(1);
  });

  it('fifty rapid adds end with exactly fifty on the client and on the server', async () => {
    const { client, result } = await customerCart();
    ctx.requests.length = 0;
    const adds: Promise<CartChangeResult>[] = [];
    act(() => {
      for (let i = 0; i < 50; i++) adds.push(result.current.add(TEA));
    });
    expect(result.current.items.find((i) => cartLineKey(i) === TEA_KEY)?.productVariant.quantity).toBe(50);
    await act(() => Promise.all(adds));
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(result.current.items.find((i) => cartLineKey(i) === TEA_KEY)?.productVariant.quantity).toBe(50);
    expect(countRequests(ctx.requests, 'POST', '/cart/add-cart')).toBe(50);
    expect(await serverQuantity(client, 56)).toBe(50);
  });

  it('sends changes made without waiting in the order they were made', async () => {
    const { client, result } = await customerCart();
    let all!: Promise<unknown>;
    act(() => {
      all = Promise.all([
        result.current.add(TEA, 3),
        result.current.setQuantity(TEA_KEY, 1),
        result.current.increase(TEA_KEY, 4),
        result.current.add(OIL, 2),
        result.current.decrease(OIL_KEY),
      ]);
    });
    expect(result.current.items.find((i) => cartLineKey(i) === TEA_KEY)?.productVariant.quantity).toBe(5);
    await act(() => all);
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(await serverQuantity(client, 56)).toBe(5);
    expect(await serverQuantity(client, 54)).toBe(1);
    expect(result.current.items.find((i) => cartLineKey(i) === TEA_KEY)?.productVariant.quantity).toBe(5);
    expect(result.current.items.find((i) => cartLineKey(i) === OIL_KEY)?.productVariant.quantity).toBe(1);
  });

  it('mirrors increase, decrease, setQuantity and remove to the server', async () => {
    const { client, result } = await customerCart();
    await act(() => result.current.add(TEA, 5));
    await act(() => result.current.increase(TEA_KEY, 2));
    expect(await serverQuantity(client, 56)).toBe(7);
    await act(() => result.current.decrease(TEA_KEY, 3));
    expect(await serverQuantity(client, 56)).toBe(4);
    await act(() => result.current.setQuantity(TEA_KEY, 9));
    expect(await serverQuantity(client, 56)).toBe(9);
    await act(() => result.current.setQuantity(TEA_KEY, 1));
    expect(await serverQuantity(client, 56)).toBe(1);
    await act(() => result.current.remove(TEA_KEY));
    expect(await serverQuantity(client, 56)).toBe(0);
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(result.current.items.some((i) => i.id === 56)).toBe(false);
  });

  it('rolls back a decrease whose add fails after its remove, and the server keeps the old line', async () => {
    const { client, result } = await customerCart();
    await act(() => result.current.add(TEA, 5));
    ctx.sandbox.faults.set('addToCart', { status: 503, message: 'Try again', times: 1 });
    const outcome = await act(() => result.current.decrease(TEA_KEY));
    expect(outcome.ok === false && outcome.error.message).toBe('Try again');
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(result.current.items.find((i) => cartLineKey(i) === TEA_KEY)?.productVariant.quantity).toBe(5);
    expect(await serverQuantity(client, 56)).toBe(5);
  });

  it("answers the server's refusal of more than the stock when the page did not know it", async () => {
    const { result } = await customerCart();
    const outcome = await act(() => result.current.add(TEA, 200));
    expect(outcome.ok === false && outcome.error.message).toMatch(/Only 134 of Lipton/);
    expect(result.current.items.some((i) => i.id === 56)).toBe(false);
  });
});

describe('useCart at login and logout', () => {
  it('merges the guest cart into the server cart when the customer logs in', async () => {
    const client = ctx.client({ role: 'customer' });
    const { result } = renderCart(client);
    await act(() => result.current.add(TEA, 3));
    await act(() => result.current.add({ ...OIL }, 2));
    expect(result.current.mode).toBe('guest');
    await act(() => logInCustomer(client));
    await waitFor(() => expect(result.current.mode).toBe('customer'));
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    // The guest's lines keep their place; the customer's saved lines come after them.
    expect(result.current.items.map((i) => [i.id, i.productVariant.quantity])).toEqual([
      [56, 3],
      [54, 2],
      [1, 1],
      [13, 2],
    ]);
    expect(await serverQuantity(client, 56)).toBe(3);
    expect(await serverQuantity(client, 54)).toBe(2);
    expect(result.current.shippingAddresses).toHaveLength(2);
    // The account's saved lines joined the guest's: the merge lists them, for the page to say so.
    expect(result.current.merge?.saved.map((i) => [i.id, i.productVariant.quantity])).toEqual([
      [1, 1],
      [13, 2],
    ]);
  });

  it('merges on demand with autoMerge off, cutting a sold-out line of unknown stock to 0 and saying so', async () => {
    const messages: MarketplaceMessage[] = [];
    const client = ctx.client({ role: 'customer' });
    const { result } = renderCart(client, { autoMerge: false, onMessage: (m) => messages.push(m) });
    await act(() => result.current.add(TEA, 2));
    // The Agbada set of the seed is out of stock: the server refuses that line.
    await act(() =>
      result.current.add({
        id: 6,
        productVariant: { sku: 'ADA-FAS-0006' },
        pricing: [{ sellingPrice: 65000 }],
      }),
    );
    await act(() => logInCustomer(client));
    expect(result.current.mode).toBe('guest');
    const merged = await act(() => result.current.mergeGuestCart());
    expect(merged.merged.map((i) => i.id)).toEqual([56]);
    // The page did not know the stock: the merge asked the product, and the line is reported, not lost.
    expect(merged.limited.map((l) => [l.item.id, l.from, l.to])).toEqual([[6, 1, 0]]);
    expect(merged.failed).toEqual([]);
    expect(merged.saved.map((i) => i.id)).toEqual([1, 13]);
    expect(result.current.merge).toEqual(merged);
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(result.current.mode).toBe('customer');
    expect(result.current.items.map((i) => i.id)).toEqual([56, 1, 13]);
    expect(await serverQuantity(client, 56)).toBe(2);
    // Merging again sends nothing more.
    expect(await act(() => result.current.mergeGuestCart())).toEqual({
      merged: [],
      limited: [],
      failed: [],
      saved: [],
    });
    expect(await serverQuantity(client, 56)).toBe(2);
  });

  it('stays a guest cart when the merge cannot read the server cart, and can merge again later', async () => {
    const messages: MarketplaceMessage[] = [];
    const client = ctx.client({ role: 'customer' });
    const { result } = renderCart(client, { onMessage: (m) => messages.push(m) });
    await act(() => result.current.add(TEA, 2));
    ctx.sandbox.faults.set('getCart', { status: 503, message: 'Cart service down', times: 1 });
    await act(() => logInCustomer(client));
    await waitFor(() =>
      expect(messages).toContainEqual(expect.objectContaining({ message: 'Cart service down' })),
    );
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(result.current.mode).toBe('guest');
    expect(result.current.items.map((i) => cartLineKey(i))).toEqual([TEA_KEY]);
    expect(await serverQuantity(client, 56)).toBe(0);
    const merged = await act(() => result.current.mergeGuestCart());
    expect(merged.merged.map((i) => i.id)).toEqual([56]);
    expect(result.current.mode).toBe('customer');
    expect(await serverQuantity(client, 56)).toBe(2);
  });

  it('mergeGuestCart without a customer session is a programming error', async () => {
    const { result } = renderCart(ctx.client());
    await expect(result.current.mergeGuestCart()).rejects.toThrow(/no customer session/);
  });

  it("empties the cart at logout (the lines are the customer's), and logging in again shows them once", async () => {
    const { client, result } = await customerCart();
    await act(() => result.current.add(TEA, 2));
    await act(() => result.current.applyCoupon('WELCOME10'));
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    act(() => client.session.clear('customer'));
    expect(result.current.mode).toBe('guest');
    expect(result.current.items).toEqual([]);
    expect(result.current.serverCart).toBeUndefined();
    expect(result.current.appliedDiscountCodes).toEqual([]);
    expect(result.current.discount).toBe(0);
    expect(result.current.shippingFeeTotal).toBe(0);

    await act(() => logInCustomer(client));
    await waitFor(() => expect(result.current.mode).toBe('customer'));
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(await serverQuantity(client, 56)).toBe(2);
    expect(await serverQuantity(client, 13)).toBe(2);
    expect(result.current.items.find((i) => cartLineKey(i) === TEA_KEY)?.productVariant.quantity).toBe(2);
  });
});

describe('coupons and gift cards', () => {
  it("applies a coupon: the server's success message is returned and emitted, the discount shows", async () => {
    const messages: MarketplaceMessage[] = [];
    const { result } = await customerCart({ onMessage: (m) => messages.push(m) });
    const outcome = await act(() => result.current.applyCoupon('WELCOME10'));
    expect(outcome).toMatchObject({ ok: true, message: 'Coupon applied successfully' });
    expect(messages).toContainEqual(
      expect.objectContaining({
        type: 'success',
        message: 'Coupon applied successfully',
        operationId: 'applyCoupon',
      }),
    );
    expect(result.current.appliedDiscountCodes).toEqual(['WELCOME10']);
    expect(result.current.discount).toBeGreaterThan(0);
    await waitFor(() => expect(result.current.serverCart?.appliedDiscountCodes).toEqual(['WELCOME10']));
    expect(result.current.discountedProduct.length).toBeGreaterThan(0);
  });

  it("refuses an expired coupon with the server's message, returned and emitted", async () => {
    const messages: MarketplaceMessage[] = [];
    const { result } = await customerCart({ onMessage: (m) => messages.push(m) });
    const outcome = await act(() => result.current.applyCoupon('SALLAH10'));
    expect(outcome).toMatchObject({ ok: false, message: 'Coupon has expired' });
    expect(messages).toContainEqual(
      expect.objectContaining({ type: 'error', message: 'Coupon has expired', operationId: 'applyCoupon' }),
    );
    expect(result.current.appliedDiscountCodes).toEqual([]);
    const unknown = await act(() => result.current.applyCoupon('NO-SUCH-CODE'));
    expect(unknown).toMatchObject({ ok: false, message: 'Invalid coupon code' });
  });

  it('applies a gift card to what is due, and refuses an unknown one', async () => {
    const messages: MarketplaceMessage[] = [];
    const { result } = await customerCart({ onMessage: (m) => messages.push(m) });
    const outcome = await act(() => result.current.applyGiftCard('GIFT-DEMO-5000'));
    expect(outcome).toMatchObject({ ok: true, message: 'Gift card applied successfully' });
    expect(outcome.ok && outcome.data.giftCardDiscount).toBe(5000);
    expect(result.current.appliedGiftCards.map((g) => g.code)).toEqual(['GIFT-DEMO-5000']);
    expect(messages).toContainEqual(
      expect.objectContaining({ type: 'success', operationId: 'payWithGiftCard' }),
    );
    const refused = await act(() => result.current.applyGiftCard('GIFT-NOPE'));
    expect(refused).toMatchObject({ ok: false, message: 'Invalid gift card code' });
    expect(messages.at(-1)).toMatchObject({ type: 'error', message: 'Invalid gift card code' });
  });

  it("removes an applied coupon: the server's message is returned and emitted, the discount goes", async () => {
    const messages: MarketplaceMessage[] = [];
    const { result } = await customerCart({ onMessage: (m) => messages.push(m) });
    await act(() => result.current.applyCoupon('WELCOME10'));
    await waitFor(() => expect(result.current.discount).toBeGreaterThan(0));
    const outcome = await act(() => result.current.removeCoupon('WELCOME10'));
    expect(outcome).toMatchObject({ ok: true, message: 'Coupon WELCOME10 removed' });
    expect(messages).toContainEqual(
      expect.objectContaining({
        type: 'success',
        message: 'Coupon WELCOME10 removed',
        operationId: 'removeCoupon',
      }),
    );
    await waitFor(() => expect(result.current.appliedDiscountCodes).toEqual([]));
    expect(result.current.discount).toBe(0);
    await waitFor(() => expect(result.current.serverCart?.appliedDiscountCodes).toEqual([]));
    const again = await act(() => result.current.removeCoupon('WELCOME10'));
    expect(again).toMatchObject({ ok: false, message: 'Coupon is not applied to your cart' });
    expect(messages.at(-1)).toMatchObject({ type: 'error', operationId: 'removeCoupon' });
  });

  it('removes an applied gift card: the card goes from the applied list, refused when not applied', async () => {
    const messages: MarketplaceMessage[] = [];
    const { result } = await customerCart({ onMessage: (m) => messages.push(m) });
    await act(() => result.current.applyGiftCard('GIFT-DEMO-5000'));
    await waitFor(() => expect(result.current.appliedGiftCards).toHaveLength(1));
    const outcome = await act(() => result.current.removeGiftCard('GIFT-DEMO-5000'));
    expect(outcome).toMatchObject({ ok: true, message: 'Gift card GIFT-DEMO-5000 removed' });
    expect(outcome.ok && outcome.data.giftCardDiscount).toBe(0);
    await waitFor(() => expect(result.current.appliedGiftCards).toEqual([]));
    expect(messages).toContainEqual(
      expect.objectContaining({ type: 'success', operationId: 'removeGiftCard' }),
    );
    const refused = await act(() => result.current.removeGiftCard('GIFT-DEMO-5000'));
    expect(refused).toMatchObject({ ok: false, message: 'Gift card is not applied to your checkout' });
  });

  it('queues a removal behind the changes on their way, so it prices the cart the shopper sees', async () => {
    const { result } = await customerCart();
    await act(() => result.current.applyCoupon('WELCOME10'));
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    const before = ctx.requests.length;
    const outcome = await act(async () => {
      const added = result.current.add(TEA, 2);
      const removed = result.current.removeCoupon('WELCOME10');
      await added;
      return removed;
    });
    expect(outcome.ok).toBe(true);
    const calls = ctx.requests.slice(before).map((r) => new URL(r.url).pathname);
    const add = calls.findIndex((path) => path.endsWith('/cart/add-cart'));
    const remove = calls.findIndex((path) => path.endsWith('/applycoupon/remove-coupon'));
    expect(add).toBeGreaterThanOrEqual(0);
    expect(remove).toBeGreaterThan(add);
  });
});
