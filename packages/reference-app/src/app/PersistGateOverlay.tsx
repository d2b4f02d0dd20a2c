import { usePersistGate } from '@marketplace/react-hooks';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '../components/LoadingOverlay';

/**
 * Holds the page behind the global loading overlay until the persisted client state (cart, user,
 * logins) is restored, or the 5000 ms restore timeout lets the app go on with empty state.
 *
 * @example
 * <PersistGateOverlay><Routes /></PersistGateOverlay>
 */
export function PersistGateOverlay({ children }: { children: ReactNode }) {
  const { restored } = usePersistGate();
  return restored ? children : <LoadingOverlay label="Loading your session" />;
}
