'use client';
import { useEffect, useRef } from 'react';
import { type MarketplaceMessage, useMarketplaceContext } from '../core/MarketplaceContext';

/**
 * Calls `listener` with every success and error message the hooks under the nearest
 * `MarketplaceProvider` emit (spec sections 7 and 8: the messages to show as toasts). The latest
 * `listener` is called, so an inline function does not resubscribe on every render.
 *
 * @example
 * useMarketplaceMessages((m) => (m.type === 'error' ? toast.error(m.message) : toast.success(m.message)));
 */
export function useMarketplaceMessages(listener: (message: MarketplaceMessage) => void): void {
  const { subscribe } = useMarketplaceContext();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribe((message) => latest.current(message)), [subscribe]);
}
