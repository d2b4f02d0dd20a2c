'use client';
import { useStore } from 'zustand';
import type { ClientState } from './ClientState';
import { useClientStore } from './ClientStateProvider';

/**
 * A part of the client state, re-rendering only when that part changes (zustand's `useStore`). Select a
 * value or an object the store already holds; a selector that builds a new object on every call needs
 * zustand's `useShallow`.
 *
 * @example
 * const items = useClientState((s) => s.cart.items);
 * const total = cartTotal(items);
 */
export function useClientState<T>(selector: (state: ClientState) => T): T {
  return useStore(useClientStore(), selector);
}
