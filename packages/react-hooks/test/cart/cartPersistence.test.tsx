// Issue 9 §8: the cart controller is the one owner of the lines; each change is persisted once.
import type { MarketplaceClient } from '@marketplace/sdk';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCart } from '../../src/cart/useCart';
import { type ClientStore, createClientStore } from '../../src/state/createClientStore';
import { createMemoryStorage } from '../../src/state/createMemoryStorage';
import { useSandbox } from '../support/renderWithSandbox';
import { logInCustomer, renderInApp, TEA } from './cartTestKit';

// biome-ignore lint/correctness/useHookAtTopLevel: useSandbox is the file's vitest fixture, not a React hook
const ctx = useSandbox();

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
