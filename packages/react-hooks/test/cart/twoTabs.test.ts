// @vitest-environment node
// Issue 26 §2: one customer, two tabs. The persisted slice follows the other tab (the client store's
// cross-tab sync, played here by copying tab A's slice into tab B's store); tab B's next change applies to
// the quantity tab A set, not to the one B last confirmed. Without it, "−" in B after A set 5 sent
// "remove, add 1" (from B's old 2) and the server kept 1.
import { describe, expect, it, vi } from 'vitest';
import { addChange } from '../../src/cart/addChange';
import type { CartController } from '../../src/cart/CartController';
import type { CartStore } from '../../src/cart/CartStore';
import { createCartController } from '../../src/cart/createCartController';
import { createMemoryCartStore } from '../../src/cart/createMemoryCartStore';
import { sandboxFixture } from '../support/renderWithSandbox';
import { logInCustomer, serverQuantity, TEA, TEA_KEY } from './cartTestKit';

const ctx = sandboxFixture();

async function tab(): Promise<{ cart: CartController; store: CartStore; stop: () => void }> {
  const client = ctx.client({ role: 'customer' });
  await logInCustomer(client);
  const store = createMemoryCartStore();
  const cart = createCartController({ client, store, emit: () => undefined });
  const stop = cart.start();
  await vi.waitFor(() => expect(cart.getState()).toMatchObject({ mode: 'customer', syncing: false }));
  return { cart, store, stop };
}

const idle = (cart: CartController) => vi.waitFor(() => expect(cart.getState().syncing).toBe(false));
const shown = (store: CartStore) =>
  store.getCart().items.find((line) => line.id === TEA.id)?.productVariant.quantity ?? 0;

describe('one customer in two tabs', () => {
  it('"−" in tab B after tab A set 5 gives 4, on the server and on both tabs', async () => {
    const a = await tab();
    await a.cart.change({ kind: 'remove', key: TEA_KEY });
    await a.cart.change(addChange({ ...TEA, stock: 50 }, 2));
    await idle(a.cart);
    const b = await tab();
    expect(shown(b.store)).toBe(2);

    await a.cart.change({ kind: 'setQuantity', key: TEA_KEY, quantity: 5 });
    await idle(a.cart);
    b.store.setCart(a.store.getCart()); // the other tab's write reaches B's persisted slice
    expect(shown(b.store)).toBe(5);

    await expect(b.cart.change({ kind: 'decrease', key: TEA_KEY })).resolves.toMatchObject({
      ok: true,
      quantity: 4,
    });
    await idle(b.cart);
    expect(shown(b.store)).toBe(4);
    const reader = ctx.client({ role: 'customer' });
    await logInCustomer(reader);
    expect(await serverQuantity(reader, TEA.id as number)).toBe(4);
    a.stop();
    b.stop();
  });
});
