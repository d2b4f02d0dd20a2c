import { usePersistGate } from '@marketplace/react-hooks';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '../components/LoadingOverlay';

/**
 * Holds the page behind the global loading overlay until the persisted client state (cart, user,
 * logins) is restored, or the 5000 ms restore timeout lets the app go on with empty state. A page the
 * server rendered is not covered (`cover={false}`): it hydrates as it came, the saved state follows.
 *
 * @example
 * <PersistGateOverlay><Routes /></PersistGateOverlay>
 */
export function PersistGateOverlay({ children, cover = true }: { children: ReactNode; cover?: boolean }) {
  const { restored } = usePersistGate();
  return restored || !cover ? children : <LoadingOverlay label="Loading your session" />;
}
