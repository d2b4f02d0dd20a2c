import { cartLineKey, removeCartItem } from '@marketplace/sdk';
import { applyCartChange } from './applyCartChange';
import { cartSyncSteps } from './cartSyncSteps';
import type { CartChange } from './cartTypes';
import type { CartServer } from './createCartServer';
import type { CustomerCart } from './customerCart';

/**
 * Sends one change as the server calls that turn the confirmed line into the changed one, and confirms
 * it. Fewer units are a remove and an add: when the add fails, the old line is put back so that the
 * server and the rolled-back client agree (if even that fails, the line is gone on both). Throws what
 * the server refused.
 *
 * @example
 * await pushCartChange(customer, createCartServer(client, customer), { kind: 'increase', key });
 */
export async function pushCartChange(
  customer: CustomerCart,
  server: CartServer,
  change: CartChange,
): Promise<void> {
  const next = applyCartChange(customer.confirmed, change);
  if (next === customer.confirmed) return;
  const key = change.kind === 'add' ? cartLineKey(change.item) : change.key;
  const before = customer.confirmed.find((line) => cartLineKey(line) === key);
  const after = next.find((line) => cartLineKey(line) === key);
  let removed = false;
  for (const step of cartSyncSteps(before, after)) {
    try {
      await server.send(step);
    } catch (caught) {
      if (removed && before) {
        const [restore] = cartSyncSteps(undefined, before);
        try {
          if (restore) await server.send(restore);
        } catch {
          customer.confirmed = removeCartItem(customer.confirmed, key);
        }
      }
      throw caught;
    }
    if (step.kind === 'remove') removed = true;
  }
  customer.confirmed = next;
}
