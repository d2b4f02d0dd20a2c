import type { OutboxEmail } from '@marketplace/sandbox';
import { createContext, useContext } from 'react';

/** What the app can do with the in-browser sandbox, when it runs on one. */
export interface SandboxControls {
  /** Back to the seed data, logged out, empty cart. */
  reset(): void;
  /**
   * The sandbox's outbox: the emails sent to `to` (all without it), newest first (the demo mailbox); read
   * in the browser's sandbox or over HTTP from the server's.
   */
  emails(to?: string): Promise<OutboxEmail[]>;
}

export const SandboxContext = createContext<SandboxControls | undefined>(undefined);

/**
 * The sandbox controls, or undefined when the app talks to real servers.
 *
 * @example
 * const sandbox = useSandboxControls();
 * sandbox && <button onClick={sandbox.reset}>Reset demo data</button>;
 */
export function useSandboxControls(): SandboxControls | undefined {
  return useContext(SandboxContext);
}
