// Another tab changes the cart: this tab follows it through the `storage` event of the `root` key.
import { PERSIST_KEY } from '@marketplace/sdk';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClientStateProvider } from '../../src/state/ClientStateProvider';
import { type ClientStore, createClientStore } from '../../src/state/createClientStore';
import { useClientState } from '../../src/state/useClientState';
import { ANKARA, OLD_SNAPSHOT, SHEA, SNAPSHOT, stored } from './fixtures';

let store: ClientStore;

beforeEach(() => localStorage.clear());
afterEach(() => store?.dispose());

/** What another tab does: write the key, and the browser tells this tab. */
function otherTabWrites(value: string, key = PERSIST_KEY) {
  const oldValue = localStorage.getItem(key);
  localStorage.setItem(key, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }),
  );
}

function wrapper({ children }: { children: ReactNode }) {
  return <ClientStateProvider store={store}>{children}</ClientStateProvider>;
}

describe('cross-tab cart', () => {
  it('follows a cart another tab changed', async () => {
    store = createClientStore({ onError: () => {} });
    const { result } = renderHook(() => useClientState((s) => s.cart.items), { wrapper });
    expect(result.current).toEqual([]);

    const otherCart = { ...OLD_SNAPSHOT, cart: { ...OLD_SNAPSHOT.cart, items: [ANKARA, SHEA] } };
    await act(async () => otherTabWrites(stored(otherCart)));
    expect(result.current).toEqual([ANKARA, SHEA]);
    // The discount an older version stored beside them is not taken: the server tells it.
    expect(store.getState().cart).not.toHaveProperty('discount');
    // And the logins the other tab made.
    expect(store.getState().logins.merchant.status).toBe('succeeded');
  });

  it('ignores other keys, and stops following once disposed', async () => {
    store = createClientStore({ onError: () => {} });
    await act(async () => otherTabWrites(stored(SNAPSHOT), 'unrelated'));
    expect(store.getState().cart.items).toEqual([]);

    store.dispose();
    await act(async () => otherTabWrites(stored(SNAPSHOT)));
    expect(store.getState().cart.items).toEqual([]);
  });

  it('does not follow other tabs on a storage of its own unless told', async () => {
    const own = createClientStore({ storage: { getItem: () => null, setItem() {}, removeItem() {} } });
    await act(async () => otherTabWrites(stored(SNAPSHOT)));
    expect(own.getState().cart.items).toEqual([]);
    own.dispose();
  });
});
