import type { ActorStamp } from '../db/core';
import type { Database } from '../db/Database';

/**
 * The `actor` of an entry written for the request being handled: the person who called (`db.actor`, a
 * store's staff member stays themselves, not the store's owner), or nothing for the system's own acts.
 * Spread into a timeline's entry so every timeline resolves its actor the way the order timeline does.
 *
 * @example
 * recordStock(db, env, before, after, { reason: 'manual', ...signedBy(db) });
 */
export function signedBy(db: Database): { actor?: ActorStamp } {
  return db.actor ? { actor: { ...db.actor } } : {};
}
