'use client';
import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { holdRevalidation } from '../core/revalidation';

/** What became of one item of a bulk action. */
export interface BulkOutcome<Item> {
  item: Item;
  /** The item's key (see `keyOf`). */
  key: string;
  ok: boolean;
  /** The server's or the spec's message on a failure; the success message (if any) otherwise. */
  message: string;
}

/** Options of {@link useBulkAction}. */
export interface UseBulkActionOptions<Item> {
  /** Does the work for one item; a rejection is that item's failure, never the whole run's. */
  run(item: Item): Promise<unknown>;
  /** The item's key, for the outcomes and retries (ids as strings). */
  keyOf(item: Item): string;
  /** How many items are in flight at once; default 1 (the order the server sees is the list's). */
  concurrency?: number;
}

/** What {@link useBulkAction} returns. */
export interface BulkAction<Item> {
  /** Runs the action on every item; resolves with one outcome per item in the items' order, never rejects. */
  start(items: readonly Item[]): Promise<BulkOutcome<Item>[]>;
  /** Runs it again on the items that failed last time; the ones that succeeded keep their outcome. */
  retryFailed(): Promise<BulkOutcome<Item>[]>;
  /** The outcomes of the last run (those done so far while it runs). */
  outcomes: BulkOutcome<Item>[];
  /** Items done and in all while a run goes on; `{ done: 0, total: 0 }` otherwise. */
  progress: { done: number; total: number };
  busy: boolean;
  /** Forgets the outcomes. */
  reset(): void;
}

/**
 * One action over many rows (approve the selected products, assign the selected orders) with progress and
 * a result per row: every item is tried, one failure does not stop the others, and the failures can be
 * tried again without redoing the rest. Framework-agnostic work (`run`) with React state for the screen.
 * While a run goes on, the mutation hooks' revalidations are held and made once at its end: a list
 * refetches once per run, not once per row.
 *
 * @example
 * const approve = useApproveProduct({ notify: false });
 * const bulk = useBulkAction({
 *   keyOf: (p) => String(p.id),
 *   run: (p) => approve.trigger({ query: { productId: p.id, merchantId: p.merchantId }, body: { approvalStatus: 'approved' } }),
 * });
 * await bulk.start(selectedProducts); // bulk.progress: { done: 3, total: 8 } meanwhile
 * await bulk.retryFailed();
 */
export function useBulkAction<Item>(options: UseBulkActionOptions<Item>): BulkAction<Item> {
  const [outcomes, setOutcomes] = useState<BulkOutcome<Item>[]>([]);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [busy, setBusy] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const last = useRef<BulkOutcome<Item>[]>([]);
  const { mutate } = useSWRConfig();
  const cache = useRef(mutate);
  cache.current = mutate;

  const runAll = useCallback(async (items: readonly Item[], kept: BulkOutcome<Item>[]) => {
    const { run, keyOf, concurrency = 1 } = latest.current;
    const results: (BulkOutcome<Item> | undefined)[] = new Array(items.length);
    let done = 0;
    let next = 0;
    setBusy(true);
    setProgress({ done: 0, total: items.length });
    const publish = () =>
      setOutcomes([...kept, ...results.filter((r): r is BulkOutcome<Item> => r !== undefined)]);
    const worker = async () => {
      while (next < items.length) {
        const index = next++;
        const item = items[index] as Item;
        const key = keyOf(item);
        try {
          const answer = (await run(item)) as { message?: unknown } | undefined;
          const message = typeof answer?.message === 'string' ? answer.message : 'Done';
          results[index] = { item, key, ok: true, message };
        } catch (error) {
          results[index] = { item, key, ok: false, message: (error as Error)?.message || 'Failed' };
        }
        done += 1;
        setProgress({ done, total: items.length });
        publish();
      }
    };
    const workers = Math.max(1, Math.min(concurrency, items.length));
    // The rows' mutations revalidate the lists they change once, when the run ends.
    const release = holdRevalidation(cache.current);
    try {
      await Promise.all(Array.from({ length: workers }, worker));
    } finally {
      await release();
    }
    const all = [...kept, ...(results as BulkOutcome<Item>[])];
    last.current = all;
    setOutcomes(all);
    setBusy(false);
    setProgress({ done: 0, total: 0 });
    return all;
  }, []);

  return {
    start: (items) => runAll(items, []),
    retryFailed: () => {
      const failed = last.current.filter((o) => !o.ok).map((o) => o.item);
      return runAll(
        failed,
        last.current.filter((o) => o.ok),
      );
    },
    outcomes,
    progress,
    busy,
    reset: () => {
      last.current = [];
      setOutcomes([]);
    },
  };
}
