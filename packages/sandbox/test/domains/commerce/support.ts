// Helpers of the commerce domain's tests: demo logins, seeded rows to act on, and failures to inspect.
import type { MarketplaceClient } from '@marketplace/sdk';
import type { ProductRow } from '../../../src/db/core';
import type { UserRow } from '../../../src/db/identity';
import '../../../src/domains/commerce/tables';
import type { sandboxFixture } from '../../support/sandboxTest';

type Ctx = ReturnType<typeof sandboxFixture>;

import { failure } from '../../support/failure';

export { failure };

/** `[status, server message]` of a failing call. */
export async function refusal(promise: Promise<unknown>): Promise<[number | undefined, string | undefined]> {
  const error = await failure(promise);
  return [error.status, error.serverMessage];
}

/** Logged-in clients of the demo accounts, and of any seeded user by email. */
export function as(ctx: Ctx) {
  return {
    customer: () => ctx.login('customer@demo.test', 'customer'),
    otherCustomer: () => ctx.login('tunde.bakare@example.com', 'customer'),
    merchant: () => ctx.login('merchant@demo.test', 'merchant'),
    otherMerchant: () => {
      const store = ctx.sandbox.db.table('stores').find((s) => s.storeName === 'Naija Gadgets Hub');
      const email = store ? ctx.sandbox.db.table('users').get(store.merchantId)?.email : undefined;
      if (!email) throw new Error('no second merchant');
      return ctx.login(email, 'merchant');
    },
    admin: () => ctx.login('admin@demo.test', 'admin'),
    superadmin: () => ctx.login('superadmin@demo.test', 'admin'),
    dispatcher: () => ctx.login('dispatcher@demo.test', 'admin'),
    scheduler: () => ctx.login('scheduler@demo.test', 'admin'),
    partner: () => ctx.login('partner@demo.test', 'shipping-partner'),
  } satisfies Record<string, () => Promise<MarketplaceClient>>;
}

/** Reads of the sandbox's state, to pick the seeded rows a test acts on. */
export function seeded(ctx: Ctx) {
  const db = () => ctx.sandbox.db;
  const user = (email: string): UserRow => {
    const found = db()
      .table('users')
      .find((u) => u.email === email);
    if (!found) throw new Error(`no user ${email}`);
    return found;
  };
  const demoMerchantId = () => user('merchant@demo.test').id;
  /** Approved, not deleted products without variants, with at least `stock` units and stock limits. */
  const buyable = (predicate: (p: ProductRow) => boolean = () => true, stock = 5) =>
    db()
      .table('products')
      .where(
        (p) =>
          p.approvalStatus === 'approved' &&
          !p.deleted &&
          !p.contSalesOutOfStock &&
          (p.quantity ?? 0) >= stock &&
          !p.productVariant?.variant?.length &&
          predicate(p),
      )
      .sort((a, b) => a.id - b.id);
  const product = (predicate: (p: ProductRow) => boolean, stock = 5): ProductRow => {
    const found = buyable(predicate, stock)[0];
    if (!found) throw new Error('no such seeded product');
    return found;
  };
  /** Demo merchant's products with variants: [product, a variant with stock]. */
  const variantProduct = () => {
    const found = db()
      .table('products')
      .where(
        (p) =>
          p.merchantId === demoMerchantId() &&
          p.approvalStatus === 'approved' &&
          !!p.productVariant?.variant?.length,
      )
      .sort((a, b) => a.id - b.id)
      .map((p) => ({ product: p, variant: p.productVariant?.variant?.find((v) => (v.quantity ?? 0) >= 2) }))
      .find((x) => x.variant);
    if (!found?.variant) throw new Error('no variant product');
    return { product: found.product, variant: found.variant };
  };
  const coupon = (code: string) => {
    const found = db()
      .table('coupons')
      .find((c) => c.code === code);
    if (!found) throw new Error(`no coupon ${code}`);
    return found;
  };
  const giftCard = (code: string) => {
    const found = db()
      .table('giftCards')
      .find((c) => c.code === code);
    if (!found) throw new Error(`no gift card ${code}`);
    return found;
  };
  return { db, user, demoMerchantId, buyable, product, variantProduct, coupon, giftCard };
}

/** Empties the cart of a customer (through the sandbox's state, to start a test from a known cart). */
export function emptyCart(ctx: Ctx, customerId: number): void {
  const carts = ctx.sandbox.db.table('carts');
  const cart = carts.find((c) => c.customerId === customerId);
  if (cart) carts.update(cart.id, { items: [], appliedCodes: [], giftCardIds: [] });
}
