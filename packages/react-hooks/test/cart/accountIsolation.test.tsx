// Issue 9 §3: accounts never share a cart. Only a guest's lines merge into an account at login; after a
// customer logs out the cart is empty, so the next customer's login never receives them.
import { DEMO_PASSWORD } from '@marketplace/sandbox';
import type { MarketplaceClient } from '@marketplace/sdk';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCart } from '../../src/cart/useCart';
import { useSession } from '../../src/session/useSession';
import { type ClientStore, createClientStore } from '../../src/state/createClientStore';
import { createMemoryStorage } from '../../src/state/createMemoryStorage';
import { sandboxFixture } from '../support/renderWithSandbox';
import { OIL, renderInApp, serverQuantity, TEA } from './cartTestKit';

const ctx = sandboxFixture();

const A = { email: 'customer@demo.test', password: DEMO_PASSWORD };
const B = { email: 'tunde.bakare@example.com', password: DEMO_PASSWORD };

function renderApp(client: MarketplaceClient, store: ClientStore) {
  return renderInApp(client, store, () => ({ cart: useCart(), session: useSession('customer') }));
}

async function settled(result: { current: { cart: ReturnType<typeof useCart> } }) {
  await waitFor(() => expect(result.current.cart.isSyncing).toBe(false));
}

describe('accounts never share a cart', () => {
  it("customer A's lines are not added to customer B's server cart after A logs out", async () => {
    const client = ctx.client({ role: 'customer' });
    const { result } = renderApp(client, createClientStore({ storage: createMemoryStorage() }));
    await act(() => result.current.session.login(A));
    await waitFor(() => expect(result.current.cart.mode).toBe('customer'));
    await settled(result);
    await act(async () => {
      await result.current.cart.add(TEA, 2);
      await result.current.cart.add(OIL, 1);
    });
    await settled(result);
    expect(await serverQuantity(client, 56)).toBe(2);

    act(() => result.current.session.logout());
    // The customer's lines leave with the customer.
    expect(result.current.cart.mode).toBe('guest');
    expect(result.current.cart.items).toEqual([]);

    await act(() => result.current.session.login(B));
    await waitFor(() => expect(result.current.cart.mode).toBe('customer'));
    await settled(result);
    expect(await serverQuantity(client, 56)).toBe(0);
    expect(await serverQuantity(client, 54)).toBe(0);
    expect(result.current.cart.items.map((i) => i.id)).not.toContain(56);
  });

  it("a customer's persisted cart is not shown to the next visitor nor merged at their login", async () => {
    const storage = createMemoryStorage();
    const client = ctx.client({ role: 'customer' });
    const first = renderApp(client, createClientStore({ storage }));
    await act(() => first.result.current.session.login(A));
    await waitFor(() => expect(first.result.current.cart.mode).toBe('customer'));
    await settled(first.result);
    await act(async () => {
      await first.result.current.cart.add(TEA, 3);
    });
    await settled(first.result);
    first.unmount();
    // The session ends without this page seeing it (another tab, an expired cookie).
    client.session.clear('customer');

    const next = renderApp(client, createClientStore({ storage }));
    await waitFor(() => expect(next.result.current.cart.items).toEqual([]));
    await act(() => next.result.current.session.login(B));
    await waitFor(() => expect(next.result.current.cart.mode).toBe('customer'));
    await settled(next.result);
    expect(await serverQuantity(client, 56)).toBe(0);
  });

  it("merges a guest's lines into the account at login", async () => {
    const client = ctx.client({ role: 'customer' });
    const { result } = renderApp(client, createClientStore({ storage: createMemoryStorage() }));
    await act(async () => {
      await result.current.cart.add(TEA, 2);
    });
    await act(() => result.current.session.login(B));
    await waitFor(() => expect(result.current.cart.mode).toBe('customer'));
    await settled(result);
    expect(await serverQuantity(client, 56)).toBe(2);
  });
});
