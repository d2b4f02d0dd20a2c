import type { sandboxFixture } from '../../support/sandboxTest';

export type Ctx = ReturnType<typeof sandboxFixture>;

export { failure } from '../../support/failure';

/** Seeded accounts the tests use (password demo1234). */
export const ACCOUNTS = {
  merchant: 'merchant@demo.test',
  /** Another merchant with an approved store (Naija Gadgets Hub, Ikeja). */
  otherMerchant: 'chukwuemeka.obi@example.com',
  /** A merchant on the free plan without a bank account (Zuma Foodstuff Abuja). */
  freeMerchant: 'hauwa.sani@example.com',
  /** A merchant whose store waits for approval and who has no plan (Enugu Crafts Collective). */
  newMerchant: 'ifeanyi.ugwu@example.com',
  /** A merchant whose store waits for a hub (Ibadan Home & Living). */
  ibadanMerchant: 'oluwaseun.adebayo@example.com',
  admin: 'admin@demo.test',
  otherAdmin: 'yusuf.abdullahi@example.com',
  superAdmin: 'superadmin@demo.test',
  dispatcher: 'dispatcher@demo.test',
  customer: 'customer@demo.test',
} as const;

/** The user row of a seeded account. */
export function userOf(ctx: Ctx, email: string) {
  const user = ctx.sandbox.db.table('users').find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/** The store of a seeded merchant. */
export function storeOf(ctx: Ctx, email: string) {
  const user = userOf(ctx, email);
  const store = ctx.sandbox.db.table('stores').find((s) => s.merchantId === user.id);
  if (!store) throw new Error(`no store for ${email}`);
  return store;
}
