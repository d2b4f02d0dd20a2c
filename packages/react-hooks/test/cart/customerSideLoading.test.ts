// @vitest-environment node
// The customer's part of the cart engine is a chunk of its own (customerSync), loaded when the engine first
// sees a customer session, so that a guest's shop never downloads it. A change made while that chunk is on
// its way waits for it and goes to the customer's cart: kept as a guest's change, the resumed cart would
// take it as already on the server, and the server would never get it. No timing is involved: the stored
// cart is restored when the test says so, and the change is made right then, before any module can load.
import { describe, expect, it, vi } from 'vitest';
import { addChange } from '../../src/cart/addChange';
import type { CartStore } from '../../src/cart/CartStore';
import { cartOwner } from '../../src/cart/cartOwner';
import { createCartController } from '../../src/cart/createCartController';
import { createMemoryCartStore } from '../../src/cart/createMemoryCartStore';
import { sandboxFixture } from '../support/renderWithSandbox';
import { logInCustomer, serverQuantity, TEA } from './cartTestKit';

const ctx = sandboxFixture();

describe("the customer's part of the cart, loaded on demand", () => {
  it('sends a change made while it loads to the customer cart, after resuming their stored lines', async () => {
    const client = ctx.client({ role: 'customer' });
    await logInCustomer(client);
    const before = await serverQuantity(client, TEA.id as number);
    // The customer's own stored cart (empty), restored when the test resolves `restored`: the engine then
    // resumes it (no merge) and starts loading its customer part.
    let restore = () => {};
    const restored = new Promise<void>((resolve) => {
      restore = resolve;
    });
    const store: CartStore = {
      ...createMemoryCartStore({ owner: cartOwner(client.session) ?? null }),
      ready: () => restored,
    };
    const cart = createCartController({ client, store, emit: () => undefined });
    const stop = cart.start();

    restore();
    await restored; // the engine's own continuation of the restore ran first: the customer part is loading
    expect(cart.getState().mode).toBe('guest');
    const added = cart.change(addChange({ ...TEA, stock: 50 }, 1));

    await expect(added).resolves.toMatchObject({ ok: true });
    await vi.waitFor(() => expect(cart.getState()).toMatchObject({ mode: 'customer', syncing: false }));
    expect(await serverQuantity(client, TEA.id as number)).toBe(before + 1);
    expect(store.getCart().items.find((line) => line.id === TEA.id)?.productVariant.quantity).toBe(
      before + 1,
    );
    stop();
  });
});
