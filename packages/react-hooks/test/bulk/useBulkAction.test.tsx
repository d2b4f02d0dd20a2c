// useBulkAction: every item tried in order, one outcome per item, progress while it runs, a failure that
// does not stop the others, a retry of the failures only, and one revalidation per run.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { useBulkAction } from '../../src/bulk/useBulkAction';
import { holdRevalidation, revalidate } from '../../src/core/revalidation';

describe('useBulkAction', () => {
  it('tries every item, reports each, and retries only the failures', async () => {
    const calls: number[] = [];
    let failing = new Set([2, 4]);
    const { result } = renderHook(() =>
      useBulkAction<number>({
        keyOf: String,
        run: async (n) => {
          calls.push(n);
          if (failing.has(n)) throw new Error(`Order ${n} is closed`);
          return { message: `Assigned ${n}` };
        },
      }),
    );
    let outcomes: Awaited<ReturnType<typeof result.current.start>> = [];
    await act(async () => {
      outcomes = await result.current.start([1, 2, 3, 4, 5]);
    });
    expect(calls).toEqual([1, 2, 3, 4, 5]);
    expect(outcomes.map((o) => [o.key, o.ok, o.message])).toEqual([
      ['1', true, 'Assigned 1'],
      ['2', false, 'Order 2 is closed'],
      ['3', true, 'Assigned 3'],
      ['4', false, 'Order 4 is closed'],
      ['5', true, 'Assigned 5'],
    ]);
    expect(result.current).toMatchObject({ busy: false, progress: { done: 0, total: 0 } });

    failing = new Set([4]);
    calls.length = 0;
    await act(async () => {
      outcomes = await result.current.retryFailed();
    });
    expect(calls).toEqual([2, 4]);
    expect(outcomes.filter((o) => o.ok).map((o) => o.key)).toEqual(['1', '3', '5', '2']);
    expect(outcomes.filter((o) => !o.ok).map((o) => o.key)).toEqual(['4']);
    expect(result.current.outcomes).toHaveLength(5);
  });

  it('shows its progress while it runs, and keeps at most `concurrency` items in flight', async () => {
    const waiting: (() => void)[] = [];
    let inFlight = 0;
    let most = 0;
    const { result } = renderHook(() =>
      useBulkAction<number>({
        keyOf: String,
        concurrency: 2,
        run: (n) =>
          new Promise((resolve) => {
            inFlight += 1;
            most = Math.max(most, inFlight);
            waiting.push(() => {
              inFlight -= 1;
              resolve(n);
            });
          }),
      }),
    );
    let run: Promise<unknown> = Promise.resolve();
    act(() => {
      run = result.current.start([1, 2, 3]);
    });
    await waitFor(() => expect(waiting).toHaveLength(2));
    expect(result.current).toMatchObject({ busy: true, progress: { done: 0, total: 3 } });
    await act(async () => waiting.shift()?.());
    await waitFor(() => expect(result.current.progress).toEqual({ done: 1, total: 3 }));
    await waitFor(() => expect(waiting).toHaveLength(2));
    await act(async () => {
      for (const release of waiting.splice(0)) release();
    });
    await act(async () => {
      await run;
    });
    expect(most).toBe(2);
    expect(result.current.outcomes.every((o) => o.ok)).toBe(true);
  });
});

describe('useBulkAction and revalidation', () => {
  it('revalidates the lists its rows change once, at the end of the run, not once per row', async () => {
    let fetches = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    );
    const { result } = renderHook(
      () => {
        const { mutate } = useSWRConfig();
        useSWR(['getThings'], () => {
          fetches += 1;
          return fetches;
        });
        const bulk = useBulkAction<number>({
          keyOf: String,
          // What a mutation hook does on success: revalidate the operations it changes.
          run: (n) => revalidate(mutate, ['getThings']).then(() => n),
        });
        return { bulk, mutate };
      },
      { wrapper },
    );
    await waitFor(() => expect(fetches).toBe(1));
    await act(async () => {
      await result.current.bulk.start([1, 2, 3, 4, 5]);
    });
    // The run's end awaits the one revalidation (a refetch per row would make it 6).
    expect(fetches).toBe(2);
    await act(async () => {
      await result.current.bulk.retryFailed();
    });
    expect(fetches).toBe(2);
    // Outside a run a mutation revalidates at once.
    await act(async () => {
      await revalidate(result.current.mutate, ['getThings']);
    });
    expect(fetches).toBe(3);
  });

  it('holds overlapping runs until the last one ends, and releases once', async () => {
    const calls: unknown[] = [];
    const mutate = (matcher: (key: unknown) => boolean) => {
      calls.push([['getA'], ['getB'], ['getC']].filter((key) => matcher(key)).map((key) => key[0]));
      return Promise.resolve();
    };
    const first = holdRevalidation(mutate);
    const second = holdRevalidation(mutate);
    await revalidate(mutate, ['getA']);
    await first();
    await first();
    await revalidate(mutate, ['getB']);
    expect(calls).toEqual([]);
    await second();
    expect(calls).toEqual([['getA', 'getB']]);
    await revalidate(mutate, ['getC']);
    expect(calls).toEqual([['getA', 'getB'], ['getC']]);
  });
});
