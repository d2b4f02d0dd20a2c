import { stockLimit } from '@marketplace/sdk';
// Seed data of the commerce domain: shipping addresses, coupons of every kind, gift cards with their
// activity, and the demo customer's cart. Runs after identity, catalog and store (users, stores and
// products exist) and before orders (which deliver to the addresses seeded here). Deterministic.

import type { ProductRow, StoreRow } from '../../../db/core';
import type { Database } from '../../../db/Database';
import type { UserRow } from '../../../db/identity';
import type { SandboxEnv } from '../../../http/HandlerContext';
import { lagosDay } from '../../../lagosDay';
import { DAY_MS } from '../../../seed/daysAgo';
import { actorStamp } from '../../../shared/actorStamp';
import { addDays } from '../../../shared/addDays';
import { fullName } from '../../../shared/fullName';
import { writeCouponEntries } from '../couponHandlers';
import type { CouponRow, GiftCardRow } from '../tables';
import { type AddressSeed, CUSTOMER_ADDRESSES, SEED_CODES } from './commerceSeedData';

/**
 * Seeds: two addresses for the demo customer (the default in Lagos) and one or two for every other
 * customer; coupons of each type (see SEED_CODES) plus two per other approved store; gift cards over the
 * past six months (the demo customer's active GIFT-DEMO-5000, a half-spent, a redeemed and an expired card)
 * with their activities; and the demo customer's cart with two items from two Lagos stores.
 */
export function seedCommerce(db: Database, env: SandboxEnv): void {
  const now = env.now();
  const at = (daysAgo: number, hour = 10) => {
    const date = new Date(now.getTime() - daysAgo * DAY_MS);
    date.setUTCHours(hour, (daysAgo * 13) % 60, 0, 0);
    return date.toISOString();
  };
  const day = (offset: number) => addDays(lagosDay(now), offset);

  const users = db.table('users');
  const customers = users.where((u) => u.accountType === 'customer').sort((a, b) => a.id - b.id);
  const demoCustomer = users.find((u) => u.email === 'customer@demo.test');
  const demoMerchant = users.find((u) => u.email === 'merchant@demo.test');
  const demoStore = demoMerchant
    ? db.table('stores').find((s) => s.merchantId === demoMerchant.id)
    : undefined;
  const others = customers.filter((c) => c.id !== demoCustomer?.id);

  seedAddresses(db, demoCustomer, others, at);
  seedCoupons(db, demoStore, others, at, day);
  seedGiftCards(db, env, demoCustomer, others, at, day);
  if (demoCustomer) seedCart(db, demoCustomer, demoStore, at);
}

function seedAddresses(
  db: Database,
  demo: UserRow | undefined,
  others: UserRow[],
  at: (daysAgo: number, hour?: number) => string,
): void {
  const addresses = db.table('addresses');
  const add = (
    customer: UserRow,
    seed: AddressSeed,
    isDefault: boolean,
    daysAgo: number,
    fullNameOverride?: string,
  ) =>
    addresses.insert({
      customerId: customer.id,
      fullName: fullNameOverride ?? fullName(customer),
      phoneNumber: customer.phoneNumber ?? '+2348030000000',
      emailAddress: customer.email,
      stateOrRegion: seed.state,
      address: seed.address,
      default: isDefault,
      createdAt: at(daysAgo, 11),
      updatedAt: at(daysAgo, 11),
    });
  if (demo) {
    add(demo, { state: 'Lagos', address: '14 Allen Avenue, Ikeja' }, true, 200);
    add(demo, { state: 'FCT Abuja', address: '7 Aminu Kano Crescent, Wuse 2' }, false, 60);
  }
  others.forEach((customer, i) => {
    const seeds = CUSTOMER_ADDRESSES[i % CUSTOMER_ADDRESSES.length] ?? [];
    seeds.forEach((seed, j) => {
      add(customer, seed, j === 0, 150 - i * 9 - j * 30);
    });
  });
}

type CouponSeed = Omit<CouponRow, 'id' | 'createdAt' | 'updatedAt'> & { createdDaysAgo: number };

function seedCoupons(
  db: Database,
  demoStore: StoreRow | undefined,
  others: UserRow[],
  at: (daysAgo: number, hour?: number) => string,
  day: (offset: number) => string,
): void {
  const products = db.table('products');
  const base = (): Pick<
    CouponSeed,
    | 'description'
    | 'spendAppliesTo'
    | 'spendAppliesToId'
    | 'minRequireType'
    | 'minRequireValue'
    | 'usageLimit'
    | 'usageLimitPerUser'
    | 'customerEligibility'
    | 'customerReward'
    | 'rewardAppliesTo'
    | 'rewardAppliesToId'
    | 'rewardValue'
  > => ({
    description: '',
    spendAppliesTo: '',
    spendAppliesToId: [],
    minRequireType: 'Amount',
    minRequireValue: 0,
    usageLimit: 0,
    usageLimitPerUser: 0,
    customerEligibility: 'Everyone',
    customerReward: 2000,
    rewardAppliesTo: 'Product',
    rewardAppliesToId: [],
    rewardValue: 20,
  });
  const seeds: CouponSeed[] = [
    {
      ...base(),
      code: SEED_CODES.welcome,
      discountMode: 'Code',
      description: '10% off your order, once per customer',
      discountType: 'Percent',
      discountValue: 10,
      startDate: day(-45),
      endDate: day(120),
      minRequireValue: 5000,
      usageLimit: 5000,
      usageLimitPerUser: 1,
      createdDaysAgo: 46,
    },
    {
      ...base(),
      code: SEED_CODES.usedUp,
      discountMode: 'Code',
      description: '₦500 off, first three shoppers only',
      discountType: 'Fixed',
      discountValue: 500,
      startDate: day(-10),
      endDate: day(20),
      usageLimit: 3,
      usageLimitPerUser: 1,
      createdDaysAgo: 11,
    },
  ];

  if (demoStore) {
    const own = products
      .where((p) => p.storeId === demoStore.id && !p.deleted && p.approvalStatus === 'approved')
      .sort((a, b) => a.id - b.id);
    const blouse = own.find((p) => /blouse/i.test(p.name)) ?? own[0];
    const dress = own[0];
    const categoryId = dress?.categoryId;
    const category = categoryId !== undefined ? db.table('categories').get(categoryId) : undefined;
    const merchantId = demoStore.merchantId;
    seeds.push(
      {
        ...base(),
        merchantId,
        code: SEED_CODES.fixed,
        discountMode: 'Code',
        description: '₦2,000 off orders of ₦20,000 or more',
        discountType: 'Fixed',
        discountValue: 2000,
        startDate: day(-20),
        endDate: day(40),
        minRequireValue: 20000,
        usageLimit: 500,
        usageLimitPerUser: 2,
        createdDaysAgo: 21,
      },
      {
        ...base(),
        merchantId,
        code: SEED_CODES.buyXGetY,
        discountMode: 'Code',
        description: `Spend ₦30,000 and get 50% off ${blouse?.name ?? 'a blouse'}`,
        discountType: 'BuyXGetY',
        discountValue: 0,
        startDate: day(-7),
        endDate: day(30),
        customerReward: 30000,
        rewardAppliesTo: 'Product',
        rewardAppliesToId: blouse ? [{ id: blouse.id, name: blouse.name }] : [],
        rewardValue: 50,
        usageLimit: 200,
        usageLimitPerUser: 1,
        createdDaysAgo: 8,
      },
      {
        ...base(),
        merchantId,
        code: SEED_CODES.quantity,
        discountMode: 'Code',
        description: `15% off when you buy 3 or more ${category?.name ?? ''} items`.replace(/\s+/g, ' '),
        discountType: 'Percent',
        discountValue: 15,
        startDate: day(-30),
        endDate: day(60),
        spendAppliesTo: category ? 'Category' : '',
        spendAppliesToId: category ? [{ id: category.id, name: category.name }] : [],
        minRequireType: 'Quantity',
        minRequireValue: 3,
        createdDaysAgo: 31,
      },
      {
        ...base(),
        merchantId,
        code: SEED_CODES.expired,
        discountMode: 'Code',
        description: '10% off for Sallah',
        discountType: 'Percent',
        discountValue: 10,
        startDate: day(-75),
        endDate: day(-60),
        minRequireValue: 15000,
        usageLimit: 200,
        usageLimitPerUser: 1,
        createdDaysAgo: 80,
      },
      {
        ...base(),
        merchantId,
        code: SEED_CODES.future,
        discountMode: 'Code',
        description: '15% off for Christmas',
        discountType: 'Percent',
        discountValue: 15,
        startDate: day(30),
        endDate: day(60),
        usageLimit: 1000,
        usageLimitPerUser: 1,
        createdDaysAgo: 3,
      },
      {
        ...base(),
        merchantId,
        code: SEED_CODES.vip,
        discountMode: 'Code',
        description: '20% off for our loyal customers',
        discountType: 'Percent',
        discountValue: 20,
        startDate: day(-15),
        endDate: day(45),
        customerEligibility: 'SpecificCustomers',
        customerIds: others.slice(0, 2).map((c) => c.id),
        createdDaysAgo: 16,
      },
      {
        ...base(),
        merchantId,
        discountMode: 'Automatic',
        description: '₦5,000 off orders of ₦150,000 or more, applied automatically',
        discountType: 'Fixed',
        discountValue: 5000,
        startDate: day(-5),
        endDate: day(55),
        minRequireValue: 150000,
        createdDaysAgo: 6,
      },
    );
  }

  // Two coupons for each other approved store: a Percent code and a Fixed code.
  const stores = db
    .table('stores')
    .where((s) => s.firstApproval && s.id !== demoStore?.id)
    .sort((a, b) => a.id - b.id);
  stores.forEach((store, i) => {
    const prefix = store.storeName
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 5)
      .toUpperCase();
    seeds.push(
      {
        ...base(),
        merchantId: store.merchantId,
        code: `${prefix}${10 + i * 5}`,
        discountMode: 'Code',
        description: `${10 + i * 5}% off everything at ${store.storeName}`,
        discountType: 'Percent',
        discountValue: 10 + i * 5,
        startDate: day(-20 - i),
        endDate: day(30 + i * 10),
        minRequireValue: 10000,
        usageLimit: 300,
        usageLimitPerUser: 1,
        createdDaysAgo: 22 + i,
      },
      {
        ...base(),
        merchantId: store.merchantId,
        code: `${prefix}1500`,
        discountMode: 'Code',
        description: `₦1,500 off orders of ₦15,000 or more at ${store.storeName}`,
        discountType: 'Fixed',
        discountValue: 1500,
        startDate: day(-40 + i),
        endDate: day(20 + i * 7),
        minRequireValue: 15000,
        usageLimit: 150,
        usageLimitPerUser: 2,
        createdDaysAgo: 41 - i,
      },
    );
  });

  for (const { createdDaysAgo, ...seed } of seeds) {
    const coupon = db
      .table('coupons')
      .insert({ ...seed, createdAt: at(createdDaysAgo, 9), updatedAt: at(createdDaysAgo, 9) });
    writeCouponEntries(db, coupon);
    if (coupon.code === SEED_CODES.usedUp) {
      others.slice(0, 3).forEach((customer, i) => {
        db.table('couponUsages').insert({
          couponId: coupon.id,
          customerId: customer.id,
          orderIds: [],
          discount: 500,
          createdAt: at(9 - i * 3, 14),
        });
      });
    }
  }
}

interface CardSeed {
  owner: UserRow;
  code: string;
  amount: number;
  /** What was spent, in naira (redeemed in two steps when more than half). */
  spent: number;
  status: GiftCardRow['status'];
  daysAgo: number;
  recipient?: UserRow;
  message?: string;
  expiresAt?: string;
}

function seedGiftCards(
  db: Database,
  env: SandboxEnv,
  demo: UserRow | undefined,
  others: UserRow[],
  at: (daysAgo: number, hour?: number) => string,
  day: (offset: number) => string,
): void {
  const code = () => {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const part = () =>
      Array.from({ length: 4 }, () => alphabet[Math.floor(env.random() * alphabet.length)]).join('');
    return `GC-${part()}-${part()}`;
  };
  const seeds: CardSeed[] = [];
  if (demo) {
    seeds.push(
      {
        owner: demo,
        code: SEED_CODES.giftCard,
        amount: 5000,
        spent: 0,
        status: 'active',
        daysAgo: 12,
        message: 'Enjoy!',
      },
      {
        owner: demo,
        code: code(),
        amount: 20000,
        spent: 7500,
        status: 'active',
        daysAgo: 95,
        recipient: others[0],
      },
      { owner: demo, code: code(), amount: 10000, spent: 10000, status: 'redeemed', daysAgo: 140 },
      {
        owner: demo,
        code: code(),
        amount: 15000,
        spent: 0,
        status: 'expired',
        daysAgo: 400,
        expiresAt: day(-35),
      },
    );
  }
  const amounts = [5000, 10000, 25000, 50000, 15000, 7500, 30000, 20000, 100000, 12000];
  others.slice(0, 10).forEach((owner, i) => {
    const amount = amounts[i] ?? 10000;
    const status: GiftCardRow['status'] =
      i === 3 ? 'disabled' : i === 6 ? 'pending' : i % 4 === 1 ? 'redeemed' : 'active';
    const spent =
      status === 'redeemed' ? amount : status === 'active' && i % 3 === 0 ? Math.round(amount * 0.4) : 0;
    seeds.push({
      owner,
      code: code(),
      amount,
      spent,
      status,
      daysAgo: 170 - i * 16,
      ...(i % 2 === 0 && others[i + 1] ? { recipient: others[i + 1] } : {}),
      ...(i % 2 === 0 ? { message: 'Happy birthday! Treat yourself.' } : {}),
    });
  });

  const log = db.table('giftCardActivities');
  for (const seed of seeds) {
    const created = at(seed.daysAgo, 10);
    const paid = at(seed.daysAgo, 11);
    const card = db.table('giftCards').insert({
      code: seed.code,
      amount: seed.amount,
      balance: seed.amount - seed.spent,
      status: seed.status,
      customerId: seed.owner.id,
      ...(seed.recipient
        ? { recipientName: fullName(seed.recipient), recipientEmail: seed.recipient.email }
        : {}),
      ...(seed.message ? { message: seed.message } : {}),
      expiresAt: seed.expiresAt ?? addDays(lagosDay(created), 0, 1),
      createdAt: created,
      updatedAt: created,
    });
    // The buyer bought, paid for and spent it; an admin disabled it; expiry is the marketplace's own.
    const entry = {
      giftCardId: card.id,
      code: card.code,
      customerId: seed.owner.id,
      actor: actorStamp(seed.owner),
    };
    log.insert({
      ...entry,
      activity: 'purchased',
      amount: seed.amount,
      balanceAfter: seed.amount,
      status: 'pending',
      createdAt: created,
    });
    if (seed.status === 'pending') continue;
    log.insert({
      ...entry,
      activity: 'paid',
      amount: seed.amount,
      balanceAfter: seed.amount,
      status: 'active',
      createdAt: paid,
    });
    let balance = seed.amount;
    const steps =
      seed.spent > seed.amount / 2 && seed.spent < seed.amount
        ? [seed.spent / 2, seed.spent / 2]
        : seed.spent > 0
          ? [seed.spent]
          : [];
    steps.forEach((amount, i) => {
      balance -= amount;
      const when = at(Math.max(1, seed.daysAgo - 20 - i * 25), 15);
      log.insert({
        ...entry,
        activity: 'redeemed',
        amount,
        balanceAfter: balance,
        status: balance === 0 ? 'redeemed' : 'active',
        description: 'Used at checkout',
        createdAt: when,
      });
    });
    if (seed.status === 'disabled' || seed.status === 'expired') {
      const when =
        seed.status === 'expired' && seed.expiresAt
          ? `${addDays(seed.expiresAt, 1)}T00:05:00.000Z`
          : at(Math.max(1, seed.daysAgo - 5), 12);
      const { actor: _buyer, ...unsigned } = entry;
      const admin = db.table('users').find((u) => u.accountType === 'admin');
      log.insert({
        ...unsigned,
        ...(seed.status === 'disabled' && admin ? { actor: actorStamp(admin) } : {}),
        activity: 'statusChanged',
        balanceAfter: balance,
        status: seed.status,
        description:
          seed.status === 'disabled'
            ? 'Status set to disabled: reported lost by the buyer'
            : 'Status set to expired: past its expiry date',
        createdAt: when,
      });
    }
    db.table('giftCards').update(card.id, { updatedAt: log.all().at(-1)?.createdAt ?? created });
  }
}

/** The demo customer's cart: one of the demo store's items and one from another Lagos store. */
function seedCart(
  db: Database,
  customer: UserRow,
  demoStore: StoreRow | undefined,
  at: (daysAgo: number, hour?: number) => string,
): void {
  const products = db
    .table('products')
    .where((p) => !p.deleted && p.approvalStatus === 'approved' && (p.quantity ?? 0) >= 3)
    .sort((a, b) => a.id - b.id);
  const lagos = new Set(
    db
      .table('stores')
      .where((s) => (s.shippingLocation?.state ?? '').toLowerCase() === 'lagos')
      .map((s) => s.id),
  );
  const pick = (product: ProductRow | undefined, quantity: number) => {
    if (!product) return undefined;
    const variant = product.productVariant?.variant?.find(
      (v) => (stockLimit(product, v) ?? Number.POSITIVE_INFINITY) >= quantity + 2,
    );
    if (product.productVariant?.variant?.length && !variant) return undefined;
    return {
      id: product.id,
      productVariant: {
        ...(variant?.sku ? { sku: variant.sku } : product.sku ? { sku: product.sku } : {}),
        quantity,
      },
    };
  };
  const first = pick(
    products.find((p) => p.storeId === demoStore?.id && /gown|dress/i.test(p.name)) ??
      products.find((p) => p.storeId === demoStore?.id),
    1,
  );
  const second = pick(
    products.find((p) => p.storeId !== demoStore?.id && lagos.has(p.storeId)) ??
      products.find((p) => p.storeId !== demoStore?.id),
    2,
  );
  const items = [first, second]
    .filter((i) => i !== undefined)
    .map((item, i) => ({ ...item, addedAt: at(1, 18 + i) }));
  db.table('carts').insert({
    customerId: customer.id,
    items,
    appliedCodes: [],
    giftCardIds: [],
    selectedAddressId: null,
    updatedAt: at(1, 19),
  });
}
