import type { ClientCartItem } from './ClientState';
import type { migrateClientState } from './migrateClientState';
import type { rejectedWrite } from './rejectedWrite';
import type { restoreWith } from './restoreClientState';

/** What restore needs of a schema: zod's `safeParse`, with the paths of what it refused. */
export interface CartLineSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: ClientCartItem }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

/** The restore module (the checks and the migrations) with the cart line schema. */
export interface Restore {
  cartLineSchema: CartLineSchema;
  restoreWith: typeof restoreWith;
  migrateClientState: typeof migrateClientState;
  rejectedWrite: typeof rejectedWrite;
}

let loaded: Restore | undefined;
let loading: Promise<Restore> | undefined;

/** The restore module if it is loaded already (restoring is then synchronous). */
export const loadedRestore = (): Restore | undefined => loaded;

/**
 * Loads the restore module once (a chunk of its own: the contract's cart line schema, zod, the checks and
 * the migrations), fetched only when something stored is to be restored; a failed load may be tried again.
 *
 * @example
 * const { restoreWith, cartLineSchema } = await loadRestore();
 */
export function loadRestore(): Promise<Restore> {
  loading ??= load().then(
    (restore) => {
      loaded = restore;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

async function load(): Promise<Restore> {
  const [{ cartLineSchema }, module] = await Promise.all([
    import('./cartLineSchema'),
    import('./restoreModule'),
  ]);
  return { ...module, cartLineSchema: cartLineSchema as unknown as CartLineSchema };
}
