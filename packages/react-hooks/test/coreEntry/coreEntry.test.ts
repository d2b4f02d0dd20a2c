// @vitest-environment node
// Issue 26 §2: `@marketplace/react-hooks/core` is the framework-free core (the cart engine, the persisted
// client state and the session) for a Vue, Svelte or plain-JS front end: no React, no SWR, no module marked
// 'use client' anywhere in its imports (the build checks the same on dist/core.js and dist/core.d.ts), and
// a shop's whole cart and session flow runs through it without a renderer.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@marketplace/sandbox';
import { describe, expect, it, vi } from 'vitest';
import * as core from '../../src/core';
import { serverQuantity, TEA, TEA_KEY } from '../cart/cartTestKit';
import { moduleGraph } from '../support/moduleGraph';
import { sandboxFixture } from '../support/renderWithSandbox';

const src = join(dirname(fileURLToPath(import.meta.url)), '../../src');
const fixture = sandboxFixture();

function shop() {
  const client = fixture.client();
  const clientStore = core.createClientStore({ storage: core.createMemoryStorage() });
  const store = core.clientCartStore(clientStore);
  const messages: core.MarketplaceMessage[] = [];
  const cart = core.createCartController({ client, store, emit: (message) => messages.push(message) });
  return { client, clientStore, store, cart, messages };
}

describe('@marketplace/react-hooks/core', () => {
  it('reaches no React, SWR or zustand/react and no client module', () => {
    const modules = moduleGraph(join(src, 'core.ts'));
    const packages = new Set([...modules.values()].flatMap((m) => m.packages));
    expect([...packages].sort()).toEqual(['@marketplace/sdk', 'zustand/middleware', 'zustand/vanilla']);
    expect([...modules].filter(([, m]) => m.client).map(([file]) => file)).toEqual([]);
  });

  it('a guest adds (cut to the stock), logs in (the line joins the account), logs out (the cart empties)', async () => {
    const { client, clientStore, store, cart } = shop();
    const stop = cart.start();
    const before = await teaOnServer();
    await expect(cart.change(core.addChange({ ...TEA, stock: 2 }, 3))).resolves.toEqual({
      ok: true,
      quantity: 2,
      limited: true,
      stock: 2,
    });
    expect(store.getCart()).toMatchObject({ owner: null, stock: { [TEA_KEY]: 2 } });

    const login = await core.loginSession(
      client,
      'customer',
      { email: 'customer@demo.test', password: DEMO_PASSWORD },
      clientStore,
    );
    expect(login.user?.email).toBe('customer@demo.test');
    expect(client.session.getToken('customer')).toBe(login.token);
    expect(clientStore.getState().logins.customer.status).toBe('succeeded');
    await vi.waitFor(() => expect(cart.getState()).toMatchObject({ mode: 'customer', syncing: false }));
    // The larger quantity wins for a line the account already holds.
    expect(await serverQuantity(client, TEA.id as number)).toBe(Math.max(before, 2));
    expect(store.getCart().owner).not.toBeNull();

    core.logoutSession(client, 'customer', clientStore);
    expect(client.session.getToken('customer')).toBeUndefined();
    expect(clientStore.getState().logins.customer.status).toBe('idle');
    await vi.waitFor(() => expect(cart.getState().mode).toBe('guest'));
    expect(store.getCart().items).toEqual([]);
    stop();
  });

  it('a refused login rejects with the spec message and leaves the slice failed, no token stored', async () => {
    const { client, clientStore } = shop();
    await expect(
      core.loginSession(
        client,
        'customer',
        { email: 'customer@demo.test', password: 'wrong-password' },
        clientStore,
      ),
    ).rejects.toMatchObject({ name: 'MarketplaceError', operationId: 'loginCustomer' });
    expect(client.session.getToken('customer')).toBeUndefined();
    const slice = clientStore.getState().logins.customer;
    expect(slice.status).toBe('failed');
    expect(slice.error).toBeTruthy();
  });
});

/** Tea units in the demo customer's server cart before the test logs in (read on a client of its own). */
async function teaOnServer(): Promise<number> {
  const side = fixture.client();
  await core.signIn(side, 'customer', { body: { email: 'customer@demo.test', password: DEMO_PASSWORD } });
  return serverQuantity(side, TEA.id as number);
}
