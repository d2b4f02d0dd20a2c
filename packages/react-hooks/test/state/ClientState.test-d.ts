// Type tests (checked by `tsc --noEmit`): the persisted state fits the SDK's cart rules and the contract.
import { addCartItem, type CartEntry, cartTotal, type OperationData, type UserType } from '@marketplace/sdk';
import { expectTypeOf } from 'vitest';
import type {
  ClientCart,
  ClientCartItem,
  LoginSlice,
  PersistedClientState,
} from '../../src/state/ClientState';
import type { ClientStore, PersistGateState } from '../../src/state/createClientStore';

declare const store: ClientStore;
declare const cart: ClientCart;

// Cart lines are the contract's cart items, and the SDK's cart rules take them as they are.
expectTypeOf<ClientCartItem>().toEqualTypeOf<OperationData<'getCart'>['cartItemsList'][number]>();
expectTypeOf<ClientCartItem>().toExtend<CartEntry>();
expectTypeOf(addCartItem(cart.items, cart.items[0] as ClientCartItem)).toEqualTypeOf<ClientCartItem[]>();
expectTypeOf(cartTotal(cart.items)).toEqualTypeOf<number>();
expectTypeOf<ClientCartItem>().toHaveProperty('hostedImages');
expectTypeOf<ClientCartItem['productVariant']>().toHaveProperty('sku');

// Four login slices, keyed by role.
expectTypeOf<PersistedClientState['logins']>().toEqualTypeOf<Record<UserType, LoginSlice>>();
expectTypeOf<LoginSlice['status']>().toEqualTypeOf<'idle' | 'loading' | 'succeeded' | 'failed'>();

// Whose lines the cart holds: a guest's (null) or a customer's.
expectTypeOf<ClientCart['owner']>().toEqualTypeOf<string | null>();

// The store: zustand's persist API and the gate.
expectTypeOf(store.persist.rehydrate).returns.toEqualTypeOf<Promise<void>>();
expectTypeOf(store.gate.getState()).toEqualTypeOf<PersistGateState>();
expectTypeOf(store.getState().setCart)
  .parameter(0)
  .toEqualTypeOf<ClientCart | ((cart: ClientCart) => ClientCart)>();
// @ts-expect-error tokens are not part of the client state
store.getState().token;
// @ts-expect-error nor the users: the token store owns them (one owner, nothing to drift)
store.getState().user;
