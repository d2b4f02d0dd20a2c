// Issue 9 §8: the cart controller is the one owner of the lines; each change is persisted once.
import type { MarketplaceClient } from '@marketplace/sdk';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_QUERY, CART_QUERY_CONFIG } from '../../src/cart/cartConstants';
import { useCart } from '../../src/cart/useCart';
import { useGetCart } from '../../src/generated/hooks/cart';
import { useCalculateShippingFee } from '../../src/generated/hooks/checkout';
import { type ClientStore, createClientStore } from '../../src/state/createClientStore';
import { createMemoryStorage } from '../../src/state/createMemoryStorage';
import { sandboxFixture } from '../support/renderWithSandbox';
import { countRequests, logInCustomer, renderInApp, TEA } from './cartTestKit';

const ctx = sandboxFixture();

function countingStorage() {
  const memory = createMemoryStorage();
  const writes: string[] = [];
  return {
    writes,
    storage: {
      getItem: memory.getItem,
      removeItem: memory.removeItem,
      setItem: (name: string, value: string) => {
        writes.push(value);
        memory.setItem(name, value);
      },
    },
  };
}

function renderApp(client: MarketplaceClient, store: ClientStore) {
  return renderInApp(client, store, () => useCart());
}

describe('the cart is persisted once per change', () => {
  it("writes a customer's add once when shown and once with the server's answer; a reload that changes nothing writes nothing", async () => {
    const client = ctx.client({ role: 'customer' });
    await logInCustomer(client);
    const { storage, writes } = countingStorage();
    const { result } = renderApp(client, createClientStore({ storage }));
    await waitFor(() => expect(result.current.serverCart).toBeDefined());
    await waitFor(() => expect(result.current.isSyncing).toBe(false));

    writes.length = 0;
    await act(() => result.current.add(TEA, 1));
    await waitFor(() => expect(result.current.isSyncing).toBe(false));
    expect(writes.length).toBeLessThanOrEqual(2);
    expect(JSON.parse(writes.at(-1) as string).state.cart.items.map((i: { id: number }) => i.id)).toContain(
      56,
    );

    writes.length = 0;
    await act(() => result.current.refresh());
    expect(writes).toEqual([]);
  });

  it('writes a guest change once', async () => {
    const { storage, writes } = countingStorage();
    const { result } = renderApp(ctx.client(), createClientStore({ storage }));
    await act(async () => undefined);
    writes.length = 0;
    await act(() => result.current.add({ ...TEA, stock: 9 }, 2));
    expect(writes).toHaveLength(1);
  });
});

describe('the shared getCart entry', () => {
  it("a mutation that changes the server's cart reloads the engine's cart, even beside another useGetCart", async () => {
    const client = ctx.client({ role: 'customer' });
    await logInCustomer(client);
    const store = createClientStore({ storage: createMemoryStorage() });
    const { result } = renderInApp(client, store, () => ({
      cart: useCart(),
      shipping: useCalculateShippingFee(),
      entry: useGetCart(CART_QUERY, CART_QUERY_CONFIG),
    }));
    await waitFor(() => expect(result.current.cart.serverCart).toBeDefined());
    await waitFor(() => expect(result.current.cart.isSyncing).toBe(false));
    const [other] = result.current.cart.shippingAddresses.filter(
      (address) => address.id !== result.current.cart.selectedShippingAddress?.id,
    );
    if (!other) throw new Error('the demo customer has two addresses');
    ctx.requests.length = 0;
    await act(async () => {
      await result.current.shipping.trigger({ body: { deliveryAddressId: other.id, cartItems: [] } });
    });
    // The engine reloaded in its queue and shows the server's choice (the test's own useGetCart, mounted
    // first, fetched the entry: its answer was a signal to the engine).
    await waitFor(() => expect(result.current.cart.selectedShippingAddress?.id).toBe(other.id));
    expect(result.current.entry.data?.selectedShippingAddress?.id).toBe(other.id);
  });

  it('a useGetCart caller shows the line right after cart.add, with no request of its own', async () => {
    const client = ctx.client({ role: 'customer' });
    await logInCustomer(client);
    const store = createClientStore({ storage: createMemoryStorage() });
    const { result } = renderInApp(client, store, () => ({
      cart: useCart(),
      entry: useGetCart(CART_QUERY, CART_QUERY_CONFIG),
    }));
    await waitFor(() => expect(result.current.cart.serverCart).toBeDefined());
    await waitFor(() => expect(result.current.cart.isSyncing).toBe(false));
    const before = teaIn(result.current.entry.data);
    ctx.requests.length = 0;
    await act(() => result.current.cart.add({ ...TEA, stock: 50 }, 2));
    await waitFor(() => expect(result.current.cart.isSyncing).toBe(false));
    // The entry holds the engine's answer to the add: the same object, the tea two units up.
    expect(result.current.entry.data).toBe(result.current.cart.serverCart);
    expect(teaIn(result.current.entry.data)).toBe(before + 2);
    expect(countRequests(ctx.requests, 'GET', '/cart/get-cart')).toBe(0);
  });

  it("alone, the entry's fetch is the engine's reload: one request, and the entry holds the engine's cart", async () => {
    const client = ctx.client({ role: 'customer' });
    await logInCustomer(client);
    const store = createClientStore({ storage: createMemoryStorage() });
    const { result } = renderInApp(client, store, () => ({
      cart: useCart(),
      shipping: useCalculateShippingFee(),
    }));
    await waitFor(() => expect(result.current.cart.serverCart).toBeDefined());
    await waitFor(() => expect(result.current.cart.isSyncing).toBe(false));
    const other = result.current.cart.shippingAddresses.find(
      (address) => address.id !== result.current.cart.selectedShippingAddress?.id,
    );
    if (!other) throw new Error('the demo customer has two addresses');
    ctx.requests.length = 0;
    await act(async () => {
      await result.current.shipping.trigger({ body: { deliveryAddressId: other.id, cartItems: [] } });
    });
    await waitFor(() => expect(result.current.cart.selectedShippingAddress?.id).toBe(other.id));
    expect(countRequests(ctx.requests, 'GET', '/cart/get-cart')).toBe(1);
  });
});

/** Tea units in a server cart (0 when absent or not loaded). */
function teaIn(cart: { cartItemsList: { id: number; productVariant: { quantity: number } }[] } | undefined) {
  return (cart?.cartItemsList ?? [])
    .filter((line) => line.id === TEA.id)
    .reduce((sum, line) => sum + line.productVariant.quantity, 0);
}
