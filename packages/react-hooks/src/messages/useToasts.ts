'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MarketplaceMessage } from '../core/MarketplaceContext';
import { useMarketplaceMessages } from './useMarketplaceMessages';

/** One message on screen. */
export interface Toast extends MarketplaceMessage {
  /** Unique while the hook lives; pass it to `dismiss`. */
  id: number;
  /** How many times this same message arrived while it was shown (1 the first time). */
  count: number;
}

/** Options of {@link useToasts}. */
export interface UseToastsOptions {
  /** Milliseconds before a toast goes by itself; 0 keeps it until dismissed. Default 5000. */
  timeout?: number;
  /** At most this many at once; the oldest go first. Default 5. */
  max?: number;
  /** Which messages to show. Default: all. */
  filter?: (message: MarketplaceMessage) => boolean;
}

/** What {@link useToasts} returns. */
export interface UseToastsResult {
  /** The toasts to show, oldest first. */
  toasts: Toast[];
  dismiss(id: number): void;
  /** Dismisses every toast. */
  clear(): void;
  /** Shows a message of the app's own (it is not sent to other listeners). */
  push(message: MarketplaceMessage): void;
}

/**
 * A headless toast queue fed by the provider's message channel (spec sections 7 and 8): a list to
 * render, `dismiss`, and auto-dismiss after `timeout`. The same message arriving again while shown
 * bumps its `count` and restarts its timer instead of stacking up (fifty failed clicks are one toast).
 *
 * @example
 * const { toasts, dismiss } = useToasts({ timeout: 4000 });
 * <div role="status">{toasts.map((t) => <p key={t.id} onClick={() => dismiss(t.id)}>{t.message}</p>)}</div>
 */
export function useToasts(options: UseToastsOptions = {}): UseToastsResult {
  const { timeout = 5000, max = 5 } = options;
  const [toasts, setToasts] = useState<Toast[]>([]);
  // The list as last committed, so that pushes in one tick see each other without side effects in
  // state updaters (which React may run twice).
  const current = useRef<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);
  const filter = useRef(options.filter);
  filter.current = options.filter;

  const commit = useCallback((next: Toast[]) => {
    for (const toast of current.current) {
      if (next.some((kept) => kept.id === toast.id)) continue;
      clearTimeout(timers.current.get(toast.id));
      timers.current.delete(toast.id);
    }
    current.current = next;
    setToasts(next);
  }, []);

  const dismiss = useCallback(
    (id: number) => commit(current.current.filter((toast) => toast.id !== id)),
    [commit],
  );

  const arm = useCallback(
    (id: number) => {
      clearTimeout(timers.current.get(id));
      if (timeout > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), timeout),
        );
    },
    [timeout, dismiss],
  );

  const push = useCallback(
    (message: MarketplaceMessage) => {
      if (filter.current && !filter.current(message)) return;
      const list = current.current;
      const same = list.find((toast) => toast.type === message.type && toast.message === message.message);
      if (same) {
        commit(
          list.map((toast) => (toast === same ? { ...message, id: same.id, count: same.count + 1 } : toast)),
        );
        arm(same.id);
        return;
      }
      const toast: Toast = { ...message, id: ++nextId.current, count: 1 };
      commit([...list, toast].slice(-Math.max(1, max)));
      arm(toast.id);
    },
    [arm, commit, max],
  );

  const clear = useCallback(() => commit([]), [commit]);

  useMarketplaceMessages(push);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { toasts, dismiss, clear, push };
}
