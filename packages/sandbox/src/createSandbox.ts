import { Database } from './db/Database';
import './db/identity';
import { createRandom } from './createRandom';
import { type DecidedPayment, decidePayment, type PaymentDecision } from './domains/commerce/decidePayment';
import { paymentPageUrl } from './domains/commerce/payments';
import { expireUnpaidCheckouts } from './domains/commerce/unpaidCheckouts';
import { type OutboxEmail, outbox } from './domains/identity/outbox';
import { handlers as domainHandlers } from './handlerDomains';
import { createHandlers, type SandboxHosts } from './http/createHandlers';
import { Faults } from './http/faults';
import type { HandlerMap, SandboxEnv } from './http/HandlerContext';
import { IdempotencyStore } from './http/IdempotencyStore';
import { SandboxSnapshotError } from './SandboxSnapshotError';
import { seedDatabase } from './seed/seedDatabase';

/** Where a sandbox keeps its state between page loads (the browser) or runs. */
export interface SandboxPersistence {
  /** The saved snapshot, or null when there is none. */
  load(): string | null | undefined;
  save(snapshot: string): void;
  clear?(): void;
}

/** Options of {@link createSandbox}. */
export interface SandboxOptions {
  /** Seed of the seed data and of every random choice; the same seed gives the same marketplace. */
  seed?: number;
  /** The clock: a fixed date (tests) or a function. Default: the real time. */
  now?: Date | (() => Date);
  /** Keep state across reloads; a corrupt snapshot is discarded and the seed data used instead. */
  persist?: SandboxPersistence;
  /** Base URL of the bundled images (default `/sandbox-assets`; absolute for the HTTP server). */
  assetsBase?: string;
  /**
   * The front end the emailed links lead to (default {@link DEFAULT_APP_URL}, the reference app's dev
   * server; the browser sandbox uses the page's origin). Links follow the reference app's routes:
   * `/customer/confirm/<token>`, `/merchant/confirm/<token>`, `/<role>/reset-password/<token>`.
   */
  appUrl?: string;
  /**
   * Called when a saved snapshot could not be used (a {@link SandboxSnapshotError}) or could not be saved
   * (the error of `persist.save`); the sandbox goes on either way.
   */
  onError?: (error: unknown) => void;
}

/** A running fake backend: its state, its clock, its faults, and handlers for MSW. */
export interface Sandbox {
  readonly db: Database;
  readonly env: SandboxEnv;
  readonly faults: Faults;
  readonly seed: number;
  /** MSW handlers answering on these base URLs. */
  handlers(hosts?: Partial<SandboxHosts>): ReturnType<typeof createHandlers>;
  /** Back to the seed data (and forget the saved state). */
  reset(): void;
  /** The whole state as JSON. */
  snapshot(): string;
  /** The front end the emailed links lead to. */
  readonly appUrl: string;
  /** The outbox: the emails sent to `to` (every email without it), newest first, with absolute links. */
  emails(to?: string): OutboxEmail[];
  /**
   * Decides a started payment as the customer would on the provider's page (`/sandbox/pay/<reference>`):
   * `approve`, or `decline` (its checkout's orders cancelled and their lines back in the cart). Returns
   * the payment and where the customer is sent back (`callbackUrl?reference=…&trxref=…`); undefined for
   * an unknown reference. A decided payment stays as it is.
   */
  decidePayment(reference: string, decision: PaymentDecision): DecidedPayment | undefined;
}

/** Where emailed links lead by default: the reference app's dev server (`pnpm dev`). */
export const DEFAULT_APP_URL = 'http://127.0.0.1:5173';

/** Default base URLs: same-origin paths, as the reference app uses them. */
export const DEFAULT_SANDBOX_HOSTS: SandboxHosts = {
  main: '/api/v1',
  shipping: '/shipping',
  themes: '/themes',
  provider: '/provider',
};

/**
 * Creates an isolated fake backend with its own in-memory database, seeded with a believable marketplace.
 * Tests make one each; the browser and the HTTP server keep one for the session.
 *
 * @example
 * const sandbox = createSandbox({ seed: 1, now: new Date('2026-11-01T09:00:00Z') });
 * const server = setupServer(...sandbox.handlers({ main: 'http://api.test/api/v1' }));
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const seed = options.seed ?? 1;
  const clock = options.now;
  const now =
    clock === undefined ? () => new Date() : typeof clock === 'function' ? clock : () => new Date(clock);
  const assetsBase = options.assetsBase ?? '/sandbox-assets';
  const appUrl = options.appUrl ?? DEFAULT_APP_URL;
  let random = createRandom(seed);
  let tokens = 0;
  const env: SandboxEnv = {
    now,
    random: () => random.next(),
    token: (prefix) =>
      `${prefix}_${(++tokens).toString(36)}${Math.floor(random.next() * 2 ** 48).toString(36)}`,
    image: (path) => `${assetsBase}/images/${path}`,
    media: (path) => `${assetsBase}/media/${path}`,
  };
  const db = new Database();
  const faults = new Faults();
  const idempotency = new IdempotencyStore(now);

  const fresh = () => {
    random = createRandom(seed);
    tokens = 0;
    db.load({});
    seedDatabase(db, env);
  };

  const saved = readSnapshot(options);
  if (saved) {
    db.load(saved.tables);
    tokens = saved.tokens;
  } else fresh();

  const snapshot = () => JSON.stringify({ version: 1, seed, tokens, tables: db.toJSON() });
  const save = () => {
    try {
      options.persist?.save(snapshot());
    } catch (error) {
      // A full disk or quota only loses persistence, never the running sandbox.
      options.onError?.(error);
    }
  };
  const host = {
    db,
    env,
    faults,
    handlers: domainHandlers as HandlerMap,
    assetsBase,
    appUrl,
    idempotency,
    changed: () => save(),
    beforeRequest: () => void expireUnpaidCheckouts(db, env),
  };
  return {
    db,
    env,
    faults,
    seed,
    handlers: (hosts = {}) => createHandlers(host, { ...DEFAULT_SANDBOX_HOSTS, ...hosts }),
    reset() {
      options.persist?.clear?.();
      faults.clear();
      idempotency.clear();
      fresh();
      save();
    },
    snapshot,
    appUrl,
    emails: (to) => outbox(db, appUrl, to),
    decidePayment(reference, decision) {
      const decided = decidePayment(db, env, reference, decision, paymentPageUrl(appUrl, reference));
      if (decided) save();
      return decided;
    },
  };
}

function readSnapshot(options: SandboxOptions) {
  const seed = options.seed ?? 1;
  let text: string | null | undefined;
  try {
    text = options.persist?.load();
  } catch (error) {
    options.onError?.(new SandboxSnapshotError(`The saved state could not be read: ${describe(error)}`));
    return undefined;
  }
  if (!text) return undefined;
  let parsed: { version?: number; seed?: number; tokens?: number; tables?: unknown };
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    options.onError?.(new SandboxSnapshotError(`The saved state is not valid JSON: ${describe(error)}`));
    return undefined;
  }
  if (parsed?.version !== 1 || typeof parsed.tables !== 'object' || !parsed.tables) {
    options.onError?.(new SandboxSnapshotError('The saved state is not a sandbox snapshot (version 1)'));
    return undefined;
  }
  if (parsed.seed !== seed) {
    options.onError?.(
      new SandboxSnapshotError(`The saved state was made with seed ${parsed.seed}, not seed ${seed}`),
    );
    return undefined;
  }
  return { tables: parsed.tables as Parameters<Database['load']>[0], tokens: Number(parsed.tokens) || 0 };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
