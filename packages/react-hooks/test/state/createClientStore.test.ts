import { addCartItem, PERSIST_KEY } from '@marketplace/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedView } from '../../src/state/ClientState';
import { createClientStore } from '../../src/state/createClientStore';
import { createMemoryStorage } from '../../src/state/createMemoryStorage';
import { emptyClientState } from '../../src/state/emptyClientState';
import { isInvalidClientStateError } from '../../src/state/InvalidClientStateError';
import { deleteView, saveView as save } from '../../src/state/savedViews';
import { ANKARA, SHEA, SNAPSHOT, stored } from './fixtures';

const quiet = () => {};

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('createClientStore', () => {
  it('starts empty and open when nothing is stored', () => {
    const store = createClientStore({ storage: createMemoryStorage(), onError: quiet });
    expect(store.gate.getState()).toEqual({ restored: true, timedOut: false });
    const { cart, logins, recentlyViewed, savedViews } = store.getState();
    expect({ cart, logins, recentlyViewed, savedViews }).toEqual(emptyClientState());
  });

  it('restores a stored snapshot from localStorage under root, and the gate opens with it', () => {
    localStorage.setItem(PERSIST_KEY, stored(SNAPSHOT));
    const store = createClientStore({ onError: quiet });
    expect(store.gate.getState()).toEqual({ restored: true, timedOut: false });
    const { cart, logins, recentlyViewed, savedViews } = store.getState();
    expect({ cart, logins, recentlyViewed, savedViews }).toEqual(SNAPSHOT);
    store.dispose();
  });

  it('with deferRestore, reads nothing until restore(), then restores once', async () => {
    localStorage.setItem(PERSIST_KEY, stored(SNAPSHOT));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const store = createClientStore({ deferRestore: true, onError: quiet });
    expect(store.gate.getState()).toEqual({ restored: false, timedOut: false });
    expect(store.getState().cart).toEqual(emptyClientState().cart);
    expect(getItem).not.toHaveBeenCalled();
    await Promise.all([store.restore(), store.restore()]);
    expect(getItem).toHaveBeenCalledTimes(1);
    expect(store.gate.getState()).toEqual({ restored: true, timedOut: false });
    expect(store.getState().cart).toEqual(SNAPSHOT.cart);
    store.dispose();
  });

  it('restores from an async storage once it answers', async () => {
    const storage = {
      getItem: (name: string) => Promise.resolve(name === 'root' ? stored(SNAPSHOT) : null),
      setItem: async () => {},
      removeItem: async () => {},
    };
    const store = createClientStore({ storage, onError: quiet });
    expect(store.gate.getState().restored).toBe(false);
    await vi.waitFor(() => expect(store.gate.getState().restored).toBe(true));
    expect(store.getState().cart.items).toEqual([ANKARA]);
    expect(store.gate.getState().timedOut).toBe(false);
  });

  it('writes only the data, with version 2, under the key', () => {
    const storage = createMemoryStorage();
    const store = createClientStore({ storage, onError: quiet });
    store.getState().setCart((cart) => ({ ...cart, items: addCartItem(cart.items, SHEA) }));
    const raw = JSON.parse(storage.getItem(PERSIST_KEY) as string);
    expect(raw.version).toBe(2);
    // The users and who is signed in are the token store's: no copy here.
    expect(Object.keys(raw.state).sort()).toEqual(['cart', 'logins', 'recentlyViewed', 'savedViews']);
    expect(raw.state.cart.items).toEqual([SHEA]);
  });

  it('keeps login slices per role and clears them one role at a time or all at once', () => {
    const store = createClientStore({ storage: createMemoryStorage(), onError: quiet });
    const s = store.getState();
    s.setLogin('merchant', { status: 'succeeded' });
    s.setLogin('customer', { status: 'failed', error: 'Invalid email or password' });
    expect(store.getState().logins.customer).toEqual({
      status: 'failed',
      error: 'Invalid email or password',
    });
    store.getState().setLogin('customer', { status: 'loading', error: undefined });
    expect(store.getState().logins.customer).toEqual({ status: 'loading' });

    store.getState().clearSession('customer');
    expect(store.getState().logins.merchant.status).toBe('succeeded');
    store.getState().clearSession('merchant');
    expect(store.getState().logins.merchant).toEqual({ status: 'idle' });

    store.getState().setLogin('admin', { status: 'succeeded' });
    store.getState().clearSession();
    expect(store.getState().logins).toEqual(emptyClientState().logins);
  });

  it('restores a login that was loading when the page closed as idle', () => {
    const loading = {
      ...SNAPSHOT,
      logins: { ...SNAPSHOT.logins, customer: { status: 'loading' } },
    };
    const store = createClientStore({
      storage: createMemoryStorage({ root: stored(loading) }),
      onError: quiet,
    });
    expect(store.getState().logins.customer.status).toBe('idle');
  });

  it('keeps the well-formed parts of a snapshot of the wrong shape, and reports what it dropped', () => {
    const odd = {
      cart: {
        items: [ANKARA, { id: 'x' }, null, { ...SHEA, productVariant: { quantity: 0 } }],
        discount: 'lots',
      },
      logins: { merchant: { status: 'succeeded' }, admin: 'yes' },
    };
    const onError = vi.fn();
    const store = createClientStore({ storage: createMemoryStorage({ root: stored(odd) }), onError });
    const { cart, logins } = store.getState();
    expect(cart.items).toEqual([ANKARA]);
    // A field the cart no longer keeps is ignored, not restored and not reported.
    expect(cart).not.toHaveProperty('discount');
    expect(logins.merchant).toEqual({ status: 'succeeded' });
    expect(logins.admin).toEqual({ status: 'idle' });
    const [error, phase] = onError.mock.calls[0] ?? [];
    expect(phase).toBe('restore');
    expect(isInvalidClientStateError(error) && error.paths).toEqual([
      'cart.items[1]',
      'cart.items[2]',
      'cart.items[3]',
      'logins.admin',
    ]);
  });

  it('keeps the recently viewed products, newest first, without a write when the same one is viewed again', () => {
    const storage = createMemoryStorage();
    const store = createClientStore({ storage, onError: quiet });
    store.getState().viewProduct(4);
    store.getState().viewProduct(9);
    store.getState().viewProduct(4);
    expect(store.getState().recentlyViewed).toEqual([4, 9]);
    expect(JSON.parse(storage.getItem(PERSIST_KEY) as string).state.recentlyViewed).toEqual([4, 9]);
    const setItem = vi.spyOn(storage, 'setItem');
    store.getState().viewProduct(4);
    expect(setItem).not.toHaveBeenCalled();
    store.getState().clearRecentlyViewed();
    expect(store.getState().recentlyViewed).toEqual([]);
    // A reset (logging out of the demo) forgets them too.
    store.getState().viewProduct(4);
    store.getState().reset();
    expect(store.getState().recentlyViewed).toEqual([]);
  });

  it('keeps saved views newest first, one per list and name, written at once, and forgets one', () => {
    const storage = createMemoryStorage();
    const store = createClientStore({ storage, onError: quiet });
    const saveView = (view: SavedView) => save(store, view);
    saveView({ list: '/merchant/orders', name: 'Pending', search: 'f.status=pending' });
    saveView({ list: '/admin/orders', name: 'Pending', search: 'f.status=pending' });
    saveView({ list: '/merchant/orders', name: ' pending ', search: '?f.status=pending&sort=total.desc' });
    saveView({ list: '/merchant/orders', name: '  ', search: '' });
    const expected = [
      { list: '/merchant/orders', name: 'pending', search: 'f.status=pending&sort=total.desc' },
      { list: '/admin/orders', name: 'Pending', search: 'f.status=pending' },
    ];
    expect(store.getState().savedViews).toEqual(expected);
    expect(JSON.parse(storage.getItem(PERSIST_KEY) as string).state.savedViews).toEqual(expected);
    deleteView(store, '/merchant/orders', 'PENDING');
    expect(store.getState().savedViews).toEqual([expected[1]]);
    // A second store on the same storage (the next visit) has it.
    expect(createClientStore({ storage, onError: quiet }).getState().savedViews).toEqual([expected[1]]);
  });

  it('uses another key when told', () => {
    const storage = createMemoryStorage({ other: stored(SNAPSHOT) });
    const store = createClientStore({ storage, name: 'other', onError: quiet });
    expect(store.getState().cart.items).toEqual([ANKARA]);
  });
});
