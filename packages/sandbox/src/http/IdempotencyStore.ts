/** How long the sandbox remembers an `Idempotency-Key`, on its own clock: 24 hours, as payment APIs do. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** How many keys it remembers at most; the oldest are forgotten first. */
export const IDEMPOTENCY_MAX_KEYS = 1000;

/** The answer stored for a key. */
export interface StoredAnswer {
  status: number;
  body: string;
}

interface Entry {
  fingerprint: string;
  storedAt: number;
  answer?: StoredAnswer;
}

/** What the store says about a request that carries a key. */
export type IdempotencyLookup =
  | { kind: 'new' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' };

/**
 * The answers of requests sent with an `Idempotency-Key`, so that a retried POST is applied once: the
 * same key (for the same caller) with the same request gets the stored answer; with another request, a
 * refusal. Keys are kept {@link IDEMPOTENCY_TTL_MS} on the sandbox's clock, at most
 * {@link IDEMPOTENCY_MAX_KEYS} of them, in memory only.
 *
 * @example
 * const store = new IdempotencyStore(() => new Date());
 * const seen = store.begin('tok_1 key-1', 'POST /cart/add-cart {"productId":1}');
 * if (seen.kind === 'new') store.finish('tok_1 key-1', { status: 200, body: '{...}' });
 */
export class IdempotencyStore {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => Date;

  constructor(now: () => Date) {
    this.#now = now;
  }

  /** Looks a key up, and claims it when it is new (until {@link finish} or {@link abandon}). */
  begin(key: string, fingerprint: string): IdempotencyLookup {
    const now = this.#now().getTime();
    this.#expire(now);
    const entry = this.#entries.get(key);
    if (entry) {
      if (entry.fingerprint !== fingerprint) return { kind: 'mismatch' };
      return entry.answer ? { kind: 'replay', answer: entry.answer } : { kind: 'in-progress' };
    }
    this.#entries.set(key, { fingerprint, storedAt: now });
    while (this.#entries.size > IDEMPOTENCY_MAX_KEYS) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return { kind: 'new' };
  }

  /** Stores the answer of a claimed key. */
  finish(key: string, answer: StoredAnswer): void {
    const entry = this.#entries.get(key);
    if (entry) entry.answer = answer;
  }

  /** Releases a claimed key whose request was not applied (refused before the handler, or failed). */
  abandon(key: string): void {
    const entry = this.#entries.get(key);
    if (entry && !entry.answer) this.#entries.delete(key);
  }

  /** Forgets every key (a reset). */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #expire(now: number): void {
    // Entries are in insertion order, so the expired ones are at the front.
    for (const [key, entry] of this.#entries) {
      if (now - entry.storedAt < IDEMPOTENCY_TTL_MS) break;
      this.#entries.delete(key);
    }
  }
}
