// Property: whatever the sequence of add, remove, increase, decrease and setQuantity, the cart ends with
// the items the SDK's reducers give when applied directly (the hook adds no cart rule of its own), and
// for a customer the server ends with the same lines.
import {
  addCartItem,
  cartLineKey,
  createMarketplaceClient,
  createMemoryTokenStore,
  decreaseCartItem,
  getCart,
  increaseCartItem,
  removeCartItem,
  setCartItemQuantity,
} from '@marketplace/sdk';
import { act, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem, CartItemInput } from '../../src/cart/cartTypes';
import { createCartController } from '../../src/cart/createCartController';
import { createMemoryCartStore } from '../../src/cart/createMemoryCartStore';
import type { UseCartResult } from '../../src/cart/useCart';
import { sandboxFixture } from '../support/renderWithSandbox';
import { logInCustomer, renderCart } from './cartTestKit';

const ctx = sandboxFixture();

type Op =
  | { kind: 'add'; item: CartItemInput; quantity: number }
  | { kind: 'remove'; key: string }
  | { kind: 'increase'; key: string; by: number }
  | { kind: 'decrease'; key: string; by: number }
  | { kind: 'setQuantity'; key: string; quantity: number };

/** Lines the guest properties draw from: two variants of one product, one keyed by size and color. */
const GUEST_ITEMS: CartItemInput[] = [
  { id: 1, productVariant: { sku: 'A-S' }, pricing: [{ sellingPrice: 1500.5 }], weight: 0.4 },
  { id: 1, productVariant: { sku: 'A-M' }, pricing: [{ sellingPrice: 1500.5 }], weight: 0.4 },
  { id: 2, productVariant: { size: 'L', color: 'Red' }, pricing: [{ sellingPrice: 99.99 }] },
  { id: 3, productVariant: {}, pricing: [{ sellingPrice: 0.1 }], weight: 0.1 },
];

/** Seed products with a large stock and no variants (tea, oil, palm oil, Maltina). */
const SERVER_ITEMS: CartItemInput[] = [
  { id: 56, productVariant: { sku: 'ZUM-GRO-0056' }, pricing: [{ sellingPrice: 3600 }] },
  { id: 54, productVariant: { sku: 'ZUM-GRO-0054' }, pricing: [{ sellingPrice: 16500 }] },
  { id: 55, productVariant: { sku: 'ZUM-GRO-0055' }, pricing: [{ sellingPrice: 9500 }] },
  { id: 58, productVariant: { sku: 'ZUM-GRO-0058' }, pricing: [{ sellingPrice: 11500 }] },
];

const withQuantity = (item: CartItemInput, quantity: number): CartItem =>
  ({ ...item, productVariant: { ...item.productVariant, quantity } }) as CartItem;

function opsOver(pool: CartItemInput[], maxLength: number): fc.Arbitrary<Op[]> {
  const keys = pool.map((item) => cartLineKey(withQuantity(item, 1)));
  const key = fc.constantFrom(...keys, 'no-such-line');
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      item: fc.constantFrom(...pool),
      quantity: fc.integer({ min: 1, max: 4 }),
    }),
    fc.record({ kind: fc.constant('remove' as const), key }),
    fc.record({ kind: fc.constant('increase' as const), key, by: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ kind: fc.constant('decrease' as const), key, by: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ kind: fc.constant('setQuantity' as const), key, quantity: fc.integer({ min: 0, max: 5 }) }),
  );
  return fc.array(op, { maxLength });
}

/** The SDK's reducers, applied directly: the model. */
function model(start: readonly CartItem[], ops: Op[]): CartItem[] {
  let items = [...start];
  for (const op of ops) {
    if (op.kind === 'add') items = addCartItem(items, withQuantity(op.item, op.quantity));
    else if (op.kind === 'remove') items = removeCartItem(items, op.key);
    else if (op.kind === 'increase') items = increaseCartItem(items, op.key, op.by);
    else if (op.kind === 'decrease') items = decreaseCartItem(items, op.key, op.by);
    else items = setCartItemQuantity(items, op.key, op.quantity);
  }
  return items;
}

/** The same ops through the hook (or anything with its methods), without awaiting in between. */
function run(cart: Pick<UseCartResult, 'add' | 'remove' | 'increase' | 'decrease' | 'setQuantity'>, op: Op) {
  switch (op.kind) {
    case 'add':
      return cart.add(op.item, op.quantity);
    case 'remove':
      return cart.remove(op.key);
    case 'increase':
      return cart.increase(op.key, op.by);
    case 'decrease':
      return cart.decrease(op.key, op.by);
    case 'setQuantity':
      return cart.setQuantity(op.key, op.quantity);
  }
}

const lines = (items: readonly CartItem[]) => items.map((i) => [cartLineKey(i), i.productVariant.quantity]);

describe('the cart reducer path', () => {
  it('the engine ends with the items of the SDK reducers (guest, 300 sequences)', async () => {
    const client = createMarketplaceClient({
      hosts: { main: 'http://unused.test/api/v1' },
      session: createMemoryTokenStore(),
    });
    await fc.assert(
      fc.asyncProperty(opsOver(GUEST_ITEMS, 25), async (ops) => {
        const store = createMemoryCartStore();
        const controller = createCartController({ client, store, emit: () => undefined });
        for (const op of ops) {
          const { kind } = op;
          if (kind === 'add') await controller.change({ kind, item: withQuantity(op.item, op.quantity) });
          else if (kind === 'remove') await controller.change({ kind, key: op.key });
          else if (kind === 'setQuantity')
            await controller.change({ kind, key: op.key, quantity: op.quantity });
          else await controller.change({ kind, key: op.key, by: op.by });
        }
        expect(store.getCart().items).toEqual(model([], ops));
      }),
      { numRuns: 300 },
    );
  });

  it('useCart ends with the items of the SDK reducers (guest, through React)', async () => {
    await fc.assert(
      fc.asyncProperty(opsOver(GUEST_ITEMS, 15), async (ops) => {
        const { result, unmount } = renderCart(ctx.client());
        await act(async () => {
          await Promise.all(ops.map((op) => run(result.current, op)));
        });
        expect(result.current.items).toEqual(model([], ops));
        unmount();
      }),
      { numRuns: 40 },
    );
  });

  it('a customer ends with the model on the client and on the server (sandbox)', async () => {
    await fc.assert(
      fc.asyncProperty(opsOver(SERVER_ITEMS, 10), async (ops) => {
        ctx.sandbox.reset();
        const client = ctx.client({ role: 'customer' });
        await logInCustomer(client);
        const { result, unmount } = renderCart(client);
        await waitFor(() => expect(result.current.serverCart).toBeDefined());
        await waitFor(() => expect(result.current.isSyncing).toBe(false));
        const start = result.current.items;
        // Fired without awaiting, as fast clicks would be.
        let all!: Promise<unknown>;
        act(() => {
          all = Promise.all(ops.map((op) => run(result.current, op)));
        });
        await act(() => all);
        await waitFor(() => expect(result.current.isSyncing).toBe(false));
        const expected = lines(model(start, ops));
        expect(lines(result.current.items)).toEqual(expected);
        // The server keeps its own order (a decrease is a remove and an add there).
        const server = await getCart(client, { as: 'customer' });
        expect(lines(server.data.cartItemsList).sort()).toEqual([...expected].sort());
        unmount();
      }),
      { numRuns: 20 },
    );
  }, 60_000);
});
