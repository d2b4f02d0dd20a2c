import type { CartLineSchema } from './loadRestore';
import { restoreWith } from './restoreClientState';

/**
 * What makes another tab's write unusable (undefined when it can be taken whole): not JSON, not the layout,
 * a migration that throws, a value restore drops. Part of the restore module (loaded on demand).
 *
 * @example
 * rejectedWrite('{garbage', 2, migrateClientState, cartLineSchema); // ['(root)']
 */
export function rejectedWrite(
  raw: string,
  version: number,
  migrate: (persisted: unknown, version: number) => unknown,
  cartLineSchema: CartLineSchema,
): string[] | undefined {
  let written: unknown;
  try {
    written = JSON.parse(raw);
  } catch {
    return ['(root)'];
  }
  if (!isRecord(written) || typeof written.version !== 'number') return ['(root)'];
  let state: unknown = written.state;
  try {
    if (written.version !== version) state = migrate(state, written.version);
  } catch {
    return ['(root)'];
  }
  // An asynchronous migration is checked by `merge` when the state is read.
  if (isPromiseLike(state)) return undefined;
  if (!isRecord(state)) return ['(root)'];
  let dropped: string[] | undefined;
  restoreWith(cartLineSchema, state, (paths) => {
    dropped = paths;
  });
  return dropped;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';
