import type { CallInit, MarketplaceClient, OperationId, OperationResult } from '@marketplace/sdk';

/** An SDK operation function. */
export type OperationFn<Id extends OperationId> = (
  client: MarketplaceClient,
  init: CallInit<Id>,
) => Promise<OperationResult<Id>>;
