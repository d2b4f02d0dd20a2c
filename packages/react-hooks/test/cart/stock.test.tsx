// Issue 9 §3: the cart honours stock, for guests as for customers, and at the merge at login.
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryCartStore } from '../../src/cart/createMemoryCartStore';
import { emptyCart } from '../../src/state/emptyClientState';
import { sandboxFixture } from '../support/renderWithSandbox';
import { logInCustomer, renderCart, serverQuantity, TEA, TEA_KEY } from './cartTestKit';

const ctx = sandboxFixture();

const quantityOfTea = (items: { id: number; productVariant: { quantity: number } }[]) =>
  items.find((i) => i.id === 56)?.productVariant.quantity;

describe('the cart honours stock', () => {
  it('cuts a guest add to the stock the product page knows, and says so', async () => {
    const { result } = renderCart(ctx.client());
    const outcome = await act(() => result.current.add({ ...TEA, stock: 5 }, 8));
    expect(outcome).toEqual({ ok: true, quantity: 5, limited: true, stock: 5 });
    expect(quantityOfTea(result.current.items)).toBe(5);
    expect(result.current.stock).toEqual({ [TEA_KEY]: 5 });
    // The stock is not part of the line (the line is the contract's cart item).
    expect(result.current.items[0]).not.toHaveProperty('stock');
    // Nothing left to add.
    expect(await act(() => result.current.add({ ...TEA, stock: 5 }))).toEqual({
      ok: true,
      quantity: 5,
      limited: true,
      stock: 5,
    });
    expect(quantityOfTea(result.current.items)).toBe(5);
  });

  it('cuts a typed quantity (1e3) and an increase to the stock for a guest', async () => {
    const { result } = renderCart(ctx.client());
    await act(() => result.current.add({ ...TEA, stock: 5 }, 2));
    const typed = await act(() => result.current.setQuantity(TEA_KEY, 1e3));
    expect(typed).toEqual({ ok: true, quantity: 5, limited: true, stock: 5 });
    expect(result.current.cartTotal).toBe(5 * 3600);
    await act(() => result.current.setQuantity(TEA_KEY, 1));
    expect(await act(() => result.current.increase(TEA_KEY, 10))).toMatchObject({
      quantity: 5,
      limited: true,
    });
    expect(await act(() => result.current.decrease(TEA_KEY))).toMatchObject({ quantity: 4, limited: false });
  });

  it('cuts a customer add to the stock before anything is sent', async () => {
    const client = ctx.client({ role: 'customer' });
    await logInCustomer(client);
    const { result } = renderCart(client);
    await waitFor(() => expect(result.current.serverCart).toBeDefined());
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    const outcome = await act(() => result.current.add({ ...TEA, stock: 5 }, 8));
    expect(outcome).toEqual({ ok: true, quantity: 5, limited: true, stock: 5 });
    expect(await serverQuantity(client, 56)).toBe(5);
  });

  it('cuts a guest line over the stock at the merge (not dropped), and says which line changed', async () => {
    const store = createMemoryCartStore({
      ...emptyCart(),
      items: [{ ...TEA, productVariant: { sku: 'ZUM-GRO-0056', quantity: 8 } } as never],
      stock: { [TEA_KEY]: 5 },
    });
    const client = ctx.client({ role: 'customer' });
    const { result } = renderCart(client, { store });
    await act(() => logInCustomer(client));
    await waitFor(() => expect(result.current.mode).toBe('customer'));
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(await serverQuantity(client, 56)).toBe(5);
    expect(quantityOfTea(result.current.items)).toBe(5);
    expect(result.current.merge?.limited.map((l) => [l.item.id, l.from, l.to])).toEqual([[56, 8, 5]]);
    act(() => result.current.clearMerge());
    expect(result.current.merge).toBeUndefined();
  });

  it('cuts a guest line of unknown stock that the server refuses to the stock of the product, not dropped', async () => {
    // A cart kept by an older version, before lines carried their stock: 200 teas, 134 in stock.
    const store = createMemoryCartStore({
      ...emptyCart(),
      items: [{ ...TEA, productVariant: { sku: 'ZUM-GRO-0056', quantity: 200 } } as never],
    });
    const client = ctx.client({ role: 'customer' });
    const { result } = renderCart(client, { store });
    await act(() => logInCustomer(client));
    await waitFor(() => expect(result.current.mode).toBe('customer'));
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(await serverQuantity(client, 56)).toBe(134);
    expect(quantityOfTea(result.current.items)).toBe(134);
    expect(result.current.merge?.limited.map((l) => [l.item.id, l.from, l.to])).toEqual([[56, 200, 134]]);
    expect(result.current.merge?.failed).toEqual([]);
    // The stock the product answered is kept: the cart honours it from now on.
    expect(result.current.stock).toEqual({ [TEA_KEY]: 134 });
    expect(await act(() => result.current.increase(TEA_KEY))).toMatchObject({ quantity: 134, limited: true });
  });
});
