import { type FallbackEntry, fallbackQuery } from '@marketplace/react-hooks/server';
import type { CallInit, MarketplaceClient, OperationData, OperationId } from '@marketplace/sdk';
import type { PageAnswer } from './pageCall';

/**
 * A page call's answer as a fallback entry for the hook the screen calls with the same `init`, or none
 * when it has no data (the screen then loads it in the browser).
 *
 * @example
 * fallback.push(...fallbackOf(client, 'getCustomerProduct', { path: { id } }, product));
 */
export function fallbackOf<Id extends OperationId>(
  client: MarketplaceClient,
  id: Id,
  init: CallInit<Id> | undefined,
  answer: PageAnswer<OperationData<Id>>,
): FallbackEntry[] {
  return answer.data === undefined ? [] : [fallbackQuery(client, id, init, answer.data)];
}
