import type { ClientCartItem } from './ClientState';

/** What restore needs of a schema: zod's `safeParse`, with the paths of what it refused. */
export interface CartLineSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: ClientCartItem }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

let loaded: CartLineSchema | undefined;
let loading: Promise<CartLineSchema> | undefined;

/** The cart line schema if it is loaded already (restore is then synchronous). */
export const loadedCartLineSchema = (): CartLineSchema | undefined => loaded;

/**
 * Loads the contract's cart line schema (the SDK's `CartItemSchema`, zod) once, for restoring saved carts.
 * It is a chunk of its own, fetched only when a stored cart has lines; a failed load may be tried again.
 *
 * @example
 * const schema = await loadCartLineSchema();
 * schema.safeParse(line).success;
 */
export function loadCartLineSchema(): Promise<CartLineSchema> {
  loading ??= import('./cartLineSchema').then(
    (module) => {
      loaded = module.cartLineSchema as unknown as CartLineSchema;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
