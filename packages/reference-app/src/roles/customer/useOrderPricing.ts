import { useSimulateOrder } from '@marketplace/react-hooks';
import type { CallInit, MarketplaceError, OperationData } from '@marketplace/sdk';

/** The order as the checkout sends it (create-order's body, which simulate-order prices). */
export type OrderRequest = CallInit<'simulateOrder'>['body'];

/** The order priced by the server. */
export type PricedOrder = OperationData<'simulateOrder'>;

/** What {@link useOrderPricing} answers. */
export interface OrderPricing {
  /** The server's price of exactly this request (never an earlier request's). */
  priced: PricedOrder | undefined;
  /** Asked and not answered yet. */
  loading: boolean;
  /** Why the server could not price it (the spec's user-facing message). */
  error: MarketplaceError | undefined;
  /** Asks again after a failure. */
  retry(): void;
}

/**
 * Prices the order on the server (simulateOrder) before it is placed: lines, shipping, discount and the
 * total the server will charge, again whenever the request changes; `null` asks nothing. No toast (a
 * query's failure is the screen's to show): the answer and its failure show where the order is reviewed.
 *
 * @example
 * const pricing = useOrderPricing(step === 'review' ? request : null);
 * <button disabled={!pricing.priced}>Place order and pay {formatMoney(pricing.priced?.total ?? 0)}</button>
 */
export function useOrderPricing(request: OrderRequest | null): OrderPricing {
  // A read cached per request (its key is the body): a changed request is a new key, never an earlier price.
  const simulation = useSimulateOrder(request ? { body: request } : null);
  return {
    priced: simulation.data,
    loading: simulation.status === 'loading',
    error: simulation.data ? undefined : simulation.error,
    retry: () => void simulation.mutate(),
  };
}
