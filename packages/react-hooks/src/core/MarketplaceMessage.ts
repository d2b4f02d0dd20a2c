import type { MarketplaceError, OperationId } from '@marketplace/sdk';

/** A message for the user, from a mutation's success or failure (spec sections 7 and 8). */
export interface MarketplaceMessage {
  type: 'success' | 'error';
  message: string;
  operationId: OperationId | string;
  error?: MarketplaceError;
}
