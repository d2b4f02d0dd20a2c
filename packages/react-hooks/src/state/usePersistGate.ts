'use client';
import { useStore } from 'zustand';
import { useClientStore } from './ClientStateProvider';
import type { PersistGateState } from './createClientStore';

/**
 * Whether the persisted state is restored (spec section 1: the app shows its global loading overlay until
 * then). `restored` turns true once storage has answered, or was given up on: `timedOut` after 5000 ms
 * without an answer, `error` when it could not be read. Either way the app goes on.
 *
 * @example
 * function Root() {
 *   const { restored } = usePersistGate();
 *   return restored ? <App /> : <LoadingOverlay />;
 * }
 */
export function usePersistGate(): PersistGateState {
  return useStore(useClientStore().gate);
}
