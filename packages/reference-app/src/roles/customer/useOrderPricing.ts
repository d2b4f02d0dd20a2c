import { useSimulateOrder } from '@marketplace/react-hooks';
import type { CallInit, MarketplaceError, OperationData } from '@marketplace/sdk';
import { useCallback, useEffect, useRef } from 'react';

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
 * total the server will charge, again whenever the request changes; `null` asks nothing. No toast: the
 * answer and its failure show where the order is reviewed.
 *
 * @example
 * const pricing = useOrderPricing(step === 'review' ? request : null);
 * <button disabled={!pricing.priced}>Place order and pay {formatMoney(pricing.priced?.total ?? 0)}</button>
 */
export function useOrderPricing(request: OrderRequest | null): OrderPricing {
  const simulation = useSimulateOrder({ notify: false });
  const { trigger } = simulation;
  const signature = request ? JSON.stringify(request) : null;
  // The signature whose answer `simulation` holds: a later request never shows an earlier one's price.
  const asked = useRef<string | null>(null);
  const latest = useRef(request);
  latest.current = request;

  const ask = useCallback(() => {
    const body = latest.current;
    if (!body) return;
    asked.current = JSON.stringify(body);
    trigger({ body }).catch(() => undefined);
  }, [trigger]);

  // The request is compared by its signature (`ask` reads the latest request itself).
  useEffect(() => {
    if (signature) ask();
  }, [signature, ask]);

  const current = signature !== null && asked.current === signature;
  return {
    priced: current && simulation.status === 'succeeded' ? simulation.data : undefined,
    loading: signature !== null && (!current || simulation.status === 'loading'),
    error: current && simulation.status === 'failed' ? simulation.error : undefined,
    retry: ask,
  };
}
