import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../../src/session/createMemoryTokenStore';

// The behaviour shared with the browser store is in TokenStore.test.ts.
describe('createMemoryTokenStore', () => {
  it('starts with the sessions it is given', () => {
    const user = { id: 9 };
    const store = createMemoryTokenStore({ admin: { token: 'a', user }, customer: { token: 'c' } });
    expect(store.getToken('admin')).toBe('a');
    expect(store.getUser('admin')).toBe(user);
    expect(store.getToken('customer')).toBe('c');
    expect(store.getUser('customer')).toBeUndefined();
    expect(store.getToken('merchant')).toBeUndefined();
  });

  it('does not write back into the initial object', () => {
    const initial = { merchant: { token: 'old' } };
    const store = createMemoryTokenStore(initial);
    store.setSession('merchant', 'new', { id: 1 });
    store.clear();
    expect(initial).toEqual({ merchant: { token: 'old' } });
  });

  it('gives every store its own sessions, so server requests never share a login', () => {
    const one = createMemoryTokenStore();
    const other = createMemoryTokenStore();
    one.setSession('customer', 'mine');
    expect(other.getToken('customer')).toBeUndefined();
  });

  it('runs in Node without a document or local storage', () => {
    expect(typeof document).toBe('undefined');
    const store = createMemoryTokenStore();
    store.setSession('shipping-partner', 't', { name: 'Swift' });
    expect(store.getUser('shipping-partner')).toEqual({ name: 'Swift' });
  });

  it('treats an empty token as none, as the browser store does', () => {
    const store = createMemoryTokenStore();
    store.setSession('customer', '');
    expect(store.getToken('customer')).toBeUndefined();
  });
});
