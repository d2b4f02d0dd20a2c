// The cart inside the app's real providers: the persisted client state (ClientStateProvider) holds the
// items, and useSession('customer') logs in and out.
import { DEMO_PASSWORD } from '@marketplace/sandbox';
import { cartLineKey, createMemoryTokenStore, loginCustomer, type MarketplaceClient } from '@marketplace/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { CartProvider } from '../../src/cart/CartProvider';
import { useCart } from '../../src/cart/useCart';
import { useSession } from '../../src/session/useSession';
import { ClientStateProvider } from '../../src/state/ClientStateProvider';
import { type ClientStore, createClientStore } from '../../src/state/createClientStore';
import { createMemoryStorage } from '../../src/state/createMemoryStorage';
import { emptyClientState } from '../../src/state/emptyClientState';
import { sandboxFixture, wrapperFor } from '../support/renderWithSandbox';
import { serverQuantity, TEA, TEA_KEY } from './cartTestKit';

const ctx = sandboxFixture();

function AppProviders(props: { client: MarketplaceClient; store: ClientStore; children?: ReactNode }) {
  const Base = useMemo(() => wrapperFor(props.client), [props.client]);
  return (
    <Base>
      <ClientStateProvider store={props.store}>
        <CartProvider>{props.children}</CartProvider>
      </ClientStateProvider>
    </Base>
  );
}

function renderApp(client: MarketplaceClient, store: ClientStore) {
  return renderHook(() => ({ cart: useCart(), session: useSession('customer') }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <AppProviders client={client} store={store}>
        {children}
      </AppProviders>
    ),
  });
}

const credentials = { email: 'customer@demo.test', password: DEMO_PASSWORD };

describe('useCart with the persisted client state and useSession', () => {
  it("keeps a guest's lines in the persisted state and merges them when useSession logs in", async () => {
    const storage = createMemoryStorage();
    const store = createClientStore({ storage });
    const client = ctx.client({ role: 'customer' });
    const { result } = renderApp(client, store);
    await act(() => result.current.cart.add(TEA, 2));
    expect(store.getState().cart.items.map(cartLineKey)).toEqual([TEA_KEY]);
    expect(JSON.parse(storage.getItem('root') as string).state.cart.items).toHaveLength(1);

    await act(() => result.current.session.login(credentials));
    await waitFor(() => expect(result.current.cart.mode).toBe('customer'));
    await waitFor(() => expect(result.current.cart.isSyncing).toBe(false));
    expect(await serverQuantity(client, 56)).toBe(2);
    expect(store.getState().cart.items.map((i) => i.id)).toEqual([56, 1, 13]);
    expect(result.current.cart.shippingFeeTotal).toBeGreaterThan(0);
    // The fees are the server's, shown from its answer: the persisted slice keeps the lines only.
    expect(Object.keys(store.getState().cart).sort()).toEqual(['items', 'owner', 'stock']);
    expect(Object.keys(JSON.parse(storage.getItem('root') as string).state.cart).sort()).toEqual([
      'items',
      'owner',
      'stock',
    ]);

    act(() => result.current.session.logout());
    expect(result.current.cart.mode).toBe('guest');
    // The lines were the customer's: they leave with the session.
    expect(store.getState().cart.items).toEqual([]);
    expect(result.current.cart.shippingFeeTotal).toBe(0);
  });

  it("shows a restored cart, and replaces another customer's with the server cart when a customer session is there", async () => {
    const persisted = emptyClientState();
    persisted.cart.items = [{ ...TEA, productVariant: { sku: 'ZUM-GRO-0056', quantity: 4 } } as never];
    persisted.cart.owner = 'customer:someone-else';
    const seeded = () => createMemoryStorage({ root: JSON.stringify({ state: persisted, version: 2 }) });

    // Without a session, a customer's lines are not shown to the visitor.
    const guest = renderApp(ctx.client(), createClientStore({ storage: seeded() }));
    await waitFor(() => expect(guest.result.current.cart.items).toEqual([]));
    guest.unmount();
    persisted.cart.owner = null;
    const visitor = renderApp(ctx.client(), createClientStore({ storage: seeded() }));
    expect(visitor.result.current.cart.items.map((i) => i.productVariant.quantity)).toEqual([4]);
    visitor.unmount();
    persisted.cart.owner = 'customer:someone-else';

    const client = ctx.client({ role: 'customer' });
    const { data } = await loginCustomer(client, { body: credentials });
    client.session.setSession('customer', data.token, data.user);
    const store = createClientStore({ storage: seeded() });
    const { result } = renderApp(client, store);
    await waitFor(() => expect(result.current.cart.serverCart).toBeDefined());
    await waitFor(() => expect(result.current.cart.isSyncing).toBe(false));
    expect(result.current.cart.items.map((i) => i.id)).toEqual([1, 13]);
  });

  it('waits for slow storage to restore before it talks to the server', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const memory = createMemoryStorage();
    const slow = {
      getItem: async (name: string) => {
        await gate;
        return memory.getItem(name);
      },
      setItem: memory.setItem,
      removeItem: memory.removeItem,
    };
    const session = createMemoryTokenStore();
    const client = ctx.client({ role: 'customer', session });
    const { data } = await loginCustomer(client, { body: credentials });
    session.setSession('customer', data.token, data.user);
    ctx.requests.length = 0;
    const store = createClientStore({ storage: slow });
    const { result } = renderApp(client, store);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ctx.requests.filter((r) => r.url.includes('/cart/'))).toHaveLength(0);
    await act(async () => release());
    await waitFor(() => expect(result.current.cart.serverCart).toBeDefined());
    expect(result.current.cart.items.map((i) => i.id)).toEqual([1, 13]);
  });
});
