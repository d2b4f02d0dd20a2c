import type { OutboxEmail } from '@marketplace/sandbox';
import type { SandboxControls } from './SandboxContext';

/**
 * The sandbox controls of an app whose server runs the sandbox on the page's origin (server/app.mjs): the
 * outbox is `GET /sandbox/emails`, the reset `POST /sandbox/reset` (the sandbox's HTTP routes), then
 * `afterReset` (the browser's own state: sessions, saved cart).
 *
 * @example
 * const sandbox = httpSandboxControls(() => { logout(client.session); store.getState().reset(); location.assign('/'); });
 */
export function httpSandboxControls(afterReset: () => void): SandboxControls {
  return {
    emails: async (to) => {
      const response = await fetch(`/sandbox/emails${to ? `?to=${encodeURIComponent(to)}` : ''}`);
      if (!response.ok) throw new Error(`The demo mailbox did not answer (status ${response.status})`);
      return ((await response.json()) as { data: OutboxEmail[] }).data;
    },
    // A failed reset rejects unhandled: the app's error reporter hears of it, and nothing was cleared.
    reset: () =>
      void fetch('/sandbox/reset', { method: 'POST' }).then((response) => {
        if (!response.ok) throw new Error(`The sandbox was not reset (status ${response.status})`);
        afterReset();
      }),
  };
}
