import { isKeyOf } from './operationKey';

/** SWR's `mutate` of one cache, as `useSWRConfig` gives it. */
type Mutate = (matcher: (key: unknown) => boolean) => Promise<unknown>;

/** The revalidations held on each cache while bulk runs go on there: how many runs, which operations. */
const held = new WeakMap<Mutate, { runs: number; operations: Set<string> }>();

/**
 * @internal Revalidates the cached answers of these operations at once, or, while a bulk run holds the
 * cache (`holdRevalidation`), notes them for the run's end: a run of 200 rows refetches its list once,
 * not 200 times.
 *
 * @example
 * await revalidate(mutate, ['getMerchantProducts']);
 */
export function revalidate(mutate: Mutate, operations: readonly string[]): Promise<unknown> {
  const hold = held.get(mutate);
  if (!hold) return mutate(isKeyOf(operations));
  for (const id of operations) hold.operations.add(id);
  return Promise.resolve();
}

/**
 * @internal Holds the revalidations of mutations on this cache until the returned release is called;
 * the last release of overlapping runs revalidates every operation noted, once.
 *
 * @example
 * const release = holdRevalidation(mutate);
 * try { await runEveryRow(); } finally { await release(); }
 */
export function holdRevalidation(mutate: Mutate): () => Promise<unknown> {
  const hold = held.get(mutate) ?? { runs: 0, operations: new Set<string>() };
  hold.runs += 1;
  held.set(mutate, hold);
  let released = false;
  return () => {
    if (released) return Promise.resolve();
    released = true;
    hold.runs -= 1;
    if (hold.runs > 0) return Promise.resolve();
    held.delete(mutate);
    return hold.operations.size > 0 ? mutate(isKeyOf([...hold.operations])) : Promise.resolve();
  };
}
