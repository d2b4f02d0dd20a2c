import { isApproved, whenSoldOutFor } from '@marketplace/sdk';
import type { ProductRow, StoreRow } from '../../../db/core';
import type { Database } from '../../../db/Database';
import type { UserRow } from '../../../db/identity';
import type { SandboxEnv } from '../../../http/HandlerContext';
import { fullName } from '../../../shared/fullName';
import { storeOfMerchant } from '../../../shared/merchantIdOf';
import { isOnSale } from '../isOnSale';
import { isStoreApproved } from '../isVisible';
import { brandOf } from './brandOf';
import {
  AWAITING_STORE_PRODUCTS,
  CATEGORY_NOTES,
  CATEGORY_TREE,
  DAILY_DISCOUNTS,
  MERCHANT_REVIEW_COMMENTS,
  PENDING,
  PRE_ORDER,
  RELATED_CATEGORY,
  REVIEW_COMMENTS,
  SEED_PRODUCTS,
  type SeedProduct,
  SOLD_OUT,
  SUPER_DEALS,
  SUPER_DISCOUNTED_COUNT,
} from './catalogSeedData';
import '../tables';
import { DAY_MS } from '../../../seed/daysAgo';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const storeCode = (store: StoreRow) =>
  `${store.storeName.replace(/[^A-Za-z]/g, '')}XXX`.slice(0, 3).toUpperCase();

/**
 * Seed data of the catalog domain: the category tree, 72 products spread over the approved stores (a few
 * sold out, several pending, two of them the demo merchant's), the storefront shelves, marketplace
 * listings, promotions, two official outlets, featured products, two featured collections and reviews
 * from the seeded customers. Runs after identity (users and stores exist). Deterministic.
 */
export function seedCatalog(db: Database, env: SandboxEnv): void {
  const now = env.now();
  const at = (daysAgo: number, hour = 9) => {
    const d = new Date(now.getTime() - daysAgo * DAY_MS);
    d.setUTCHours(hour, (daysAgo * 7) % 60, 0, 0);
    return d.toISOString();
  };
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  const int = (min: number, max: number) => min + Math.floor(env.random() * (max - min + 1));

  // ---- category tree --------------------------------------------------------------------------------
  const ids = new Map<string, { categoryId: number; subCategoryId: number; childCategoryId: number }>();
  for (const category of CATEGORY_TREE) {
    const c = db.table('categories').insert({ name: category.name, top: category.top });
    for (const sub of category.subs) {
      const s = db.table('subCategories').insert({ name: sub.name, categoryId: c.id });
      for (const child of sub.children) {
        const ch = db.table('childCategories').insert({ name: child, subCategoryId: s.id, categoryId: c.id });
        ids.set(`${category.name}/${sub.name}/${child}`, {
          categoryId: c.id,
          subCategoryId: s.id,
          childCategoryId: ch.id,
        });
      }
    }
  }

  // ---- stores: each category goes to the stores whose merchant sells it (their profile's category) ----
  const users = db.table('users');
  const demoMerchant = users.find((u) => u.email === 'merchant@demo.test');
  const demoStore = demoMerchant ? storeOfMerchant(db, demoMerchant) : undefined;
  const stores = db
    .table('stores')
    .where(isStoreApproved)
    .sort((a, b) => (a.id === demoStore?.id ? -1 : b.id === demoStore?.id ? 1 : a.id - b.id));
  if (stores.length === 0) return;
  const sells = (store: StoreRow) => String(users.get(store.merchantId)?.profile?.category ?? '');
  const categoryIndex = new Map(CATEGORY_TREE.map((c, i) => [c.name, i]));
  const storesOf = (categoryName: string): StoreRow[] => {
    for (const name of [categoryName, ...(RELATED_CATEGORY[categoryName] ?? [])]) {
      const own = stores.filter((s) => sells(s) === name);
      if (own.length > 0) return own;
    }
    return [stores[(categoryIndex.get(categoryName) ?? 0) % stores.length] as StoreRow];
  };

  // ---- products -------------------------------------------------------------------------------------
  const addProduct = (
    seed: SeedProduct,
    number: number,
    store: StoreRow,
    pending: boolean,
    soldOut: boolean,
  ) => {
    const [categoryName, subName, childName] = seed.path;
    const where = ids.get(seed.path.join('/'));
    if (!where) throw new Error(`seed product ${seed.name}: no category ${seed.path.join(' / ')}`);
    const code = CATEGORY_TREE[categoryIndex.get(categoryName) ?? 0]?.code ?? 'GEN';
    const sku = `${storeCode(store)}-${code}-${String(number).padStart(4, '0')}`;
    const variant = variantsOf(seed, sku, soldOut, int);
    const quantity = soldOut
      ? 0
      : variant?.variant
        ? variant.variant.reduce((sum, v) => sum + (v.quantity ?? 0), 0)
        : categoryName === 'Groceries'
          ? int(40, 160)
          : int(4, 45);
    const contSalesOutOfStock = PRE_ORDER.has(number - 1);
    const name = slug(seed.name);
    const hostedImages = Array.from({ length: 2 + (number % 3) }, (_, i) =>
      env.image(`products/${name}~${i + 1}.svg`),
    );
    return db.table('products').insert({
      name: seed.name,
      description: [seed.about, ...(CATEGORY_NOTES[categoryName] ?? [])],
      category: categoryName,
      subCategory: subName,
      childCategory: childName,
      ...where,
      storeName: store.storeName,
      brand: brandOf(seed.name),
      storeId: store.id,
      merchantId: store.merchantId,
      hostedImages,
      pricing: [{ costPrice: seed.costPrice, sellingPrice: seed.sellingPrice, price: seed.price }],
      quantity,
      sku,
      weight: seed.weight,
      weightUnit: 'kg',
      dimension: { length: seed.dimension[0], width: seed.dimension[1], height: seed.dimension[2] },
      dimensionUnit: 'cm',
      productVariant: withVariantImages(variant, hostedImages),
      contSalesOutOfStock,
      whenSoldOut: whenSoldOutFor(contSalesOutOfStock),
      stockAlertUnits: 5,
      IsDigitalProduct: false,
      approvalStatus: pending ? 'pending' : 'approved',
      shelves: [],
      createdAt: pending ? at(int(1, 6), 10 + (number % 8)) : at(int(10, 150), 8 + (number % 10)),
    });
  };
  const placed = new Map<string, number>();
  const products: ProductRow[] = SEED_PRODUCTS.map((seed, index) => {
    const candidates = storesOf(seed.path[0]);
    const n = placed.get(seed.path[0]) ?? 0;
    placed.set(seed.path[0], n + 1);
    const store = candidates[n % candidates.length] as StoreRow;
    return addProduct(seed, index + 1, store, PENDING.has(index), SOLD_OUT.has(index));
  });
  // Stores still waiting for approval already list products; customers see them once both are approved.
  for (const store of db.table('stores').where((s) => !isStoreApproved(s))) {
    for (const [i, seed] of AWAITING_STORE_PRODUCTS.entries()) {
      addProduct(seed, SEED_PRODUCTS.length + i + 1, store, true, false);
    }
  }

  // The demo merchant's two newest products wait for approval, so the admin has something to approve.
  if (demoStore) {
    const own = products.filter((p) => p.storeId === demoStore.id);
    for (const [i, p] of own.slice(-2).entries()) {
      db.table('products').update(p.id, { approvalStatus: 'pending', createdAt: at(1 + i, 11 + i) });
    }
  }
  const fresh = () => db.table('products').all();
  const live = () => fresh().filter((p) => isApproved(p) && isOnSale(p));
  const shelve = (product: ProductRow | undefined, shelf: ProductRow['shelves'][number]) => {
    if (product && !product.shelves.includes(shelf)) {
      db.table('products').update(product.id, { shelves: [...product.shelves, shelf] });
    }
  };
  const byIndex = (index: number) => {
    const id = products[index]?.id;
    const product = id === undefined ? undefined : db.table('products').get(id);
    return product && isApproved(product) && isOnSale(product) ? product : undefined;
  };

  // ---- shelves --------------------------------------------------------------------------------------
  for (const index of SUPER_DEALS) shelve(byIndex(index), 'super-deal');
  for (const index of DAILY_DISCOUNTS) shelve(byIndex(index), 'daily-discount');
  const rate = (p: ProductRow) => {
    const line = p.pricing[0];
    return line?.price ? (line.price - line.sellingPrice) / line.price : 0;
  };
  for (const p of live()
    .sort((a, b) => rate(b) - rate(a) || a.id - b.id)
    .slice(0, SUPER_DISCOUNTED_COUNT)) {
    shelve(db.table('products').get(p.id), 'super-discounted');
  }

  // Marketplace: every fifth approved product, listed a few days after it was created.
  for (const [i, p] of live().entries()) {
    if (i % 5 !== 0) continue;
    db.table('marketplaceListings').insert({
      productId: p.id,
      merchantId: p.merchantId,
      storeId: p.storeId,
      createdAt: at(int(1, 9), 12),
    });
    shelve(db.table('products').get(p.id), 'marketplace');
  }

  // Promotions: three running, one open-ended, one over, one starting next week.
  const promoted: [number, string | undefined, string | undefined][] = [
    [12, day(-5), day(10)],
    [60, day(-2), day(12)],
    [28, day(-1), day(6)],
    [44, undefined, undefined],
    [25, day(-30), day(-3)],
    [54, day(7), day(21)],
  ];
  for (const [i, [index, startDate, endDate]] of promoted.entries()) {
    const product = byIndex(index);
    if (!product) continue;
    db.table('promotions').insert({
      productId: product.id,
      merchantId: product.merchantId,
      startDate,
      endDate,
      createdAt: at(45 - i * 2, 9),
    });
    shelve(db.table('products').get(product.id), 'promotion');
  }

  // ---- official outlets: two approved stores other than the demo merchant's -------------------------
  const outlets = stores.filter((s) => s.id !== demoStore?.id).slice(0, 2);
  for (const [i, store] of outlets.entries()) {
    db.table('officialOutlets').insert({
      storeId: store.id,
      merchantId: store.merchantId,
      createdAt: at(40 - i * 10),
    });
    db.table('stores').update(store.id, { officialOutlet: true });
  }

  // ---- featured products: three per store for the first four stores --------------------------------
  for (const store of stores.slice(0, 4)) {
    const own = live().filter((p) => p.storeId === store.id);
    for (const [i, p] of own.slice(0, 3).entries()) {
      db.table('featuredProducts').insert({
        productId: p.id,
        merchantId: p.merchantId,
        storeId: p.storeId,
        createdAt: at(20 - i, 10),
      });
    }
  }

  // ---- featured collections -------------------------------------------------------------------------
  const collection = (title: string, description: string, indexes: number[], daysAgo: number) => {
    const productIds = indexes
      .map((i) => products[i]?.id)
      .filter((id): id is number => id !== undefined && isApproved(db.table('products').get(id) ?? {}));
    db.table('featuredCollections').insert({
      title,
      description,
      image: env.image(`collections/${slug(title)}~1.svg`),
      productIds,
      createdAt: at(daysAgo),
      updatedAt: at(Math.max(1, daysAgo - 3)),
    });
  };
  collection(
    'Back to School Tech',
    'Phones, tablets and power banks for the new term.',
    [60, 62, 66, 67, 21, 69],
    45,
  );
  collection(
    'Detty December Looks',
    'Ankara, aso-oke and party wear for the festive season.',
    [0, 1, 3, 4, 9, 11],
    6,
  );

  // ---- reviews from the seeded customers ------------------------------------------------------------
  const customers = users
    .where((u) => u.role === 'customer' && u.accountType === 'customer' && u.confirmed)
    .sort((a, b) => a.id - b.id);
  if (customers.length === 0) return;
  const pickCustomers = (count: number): UserRow[] => {
    const pool = [...customers];
    const picked: UserRow[] = [];
    while (pool.length > 0 && picked.length < count)
      picked.push(pool.splice(int(0, pool.length - 1), 1)[0] as UserRow);
    return picked;
  };
  for (const p of fresh().filter((p, i) => isApproved(p) && i % 3 === 0)) {
    const age = Math.max(2, Math.floor((now.getTime() - Date.parse(p.createdAt)) / DAY_MS));
    for (const customer of pickCustomers(int(1, 3))) {
      const { rating, comment } = REVIEW_COMMENTS[int(0, REVIEW_COMMENTS.length - 1)] ?? {
        rating: 5,
        comment: '',
      };
      db.table('reviews').insert({
        productId: p.id,
        customerId: customer.id,
        customerName: fullName(customer),
        rating,
        comment,
        createdAt: at(int(1, age - 1), int(8, 21)),
      });
    }
  }
  for (const store of stores.slice(0, 4)) {
    for (const customer of pickCustomers(2)) {
      const { rating, comment } = MERCHANT_REVIEW_COMMENTS[int(0, MERCHANT_REVIEW_COMMENTS.length - 1)] ?? {
        rating: 5,
        comment: '',
      };
      db.table('reviews').insert({
        merchantId: store.merchantId,
        customerId: customer.id,
        customerName: fullName(customer),
        rating,
        comment,
        createdAt: at(int(2, 60), int(8, 21)),
      });
    }
  }
}

/**
 * Gives each colour of a product its own picture: the n-th colour shows the product's n-th image, so
 * choosing a colour on the product page changes the picture (sizes share their colour's).
 */
function withVariantImages(
  variants: ProductRow['productVariant'],
  images: readonly string[],
): ProductRow['productVariant'] {
  if (!variants?.variant || images.length === 0) return variants;
  const colors = [...new Set(variants.variant.map((v) => v.color).filter(Boolean))];
  if (colors.length < 2) return variants;
  return {
    ...variants,
    variant: variants.variant.map((v) => {
      const image = v.color ? images[colors.indexOf(v.color) % images.length] : undefined;
      return image ? { ...v, image } : v;
    }),
  };
}

/** The size and colour variants of a seed product, each with its SKU and stock; none when it has no options. */
function variantsOf(
  seed: SeedProduct,
  sku: string,
  soldOut: boolean,
  int: (min: number, max: number) => number,
): ProductRow['productVariant'] {
  const sizes = seed.sizes ?? [];
  const colors = seed.colors ?? [];
  if (sizes.length === 0 && colors.length === 0) return undefined;
  const combos = (sizes.length > 0 ? sizes : [undefined]).flatMap((size) =>
    (colors.length > 0 ? colors : [undefined]).map((color) => ({ size, color })),
  );
  const properties = [
    ...(sizes.length > 0 ? [{ type: 'Size', options: [...sizes] }] : []),
    ...(colors.length > 0 ? [{ type: 'Colour', options: [...colors] }] : []),
  ];
  return {
    properties,
    variant: combos.map(({ size, color }) => ({
      sku: [sku, size, color]
        .filter(Boolean)
        .map((part) => slug(String(part)).toUpperCase())
        .join('-'),
      ...(size ? { size } : {}),
      ...(color ? { color } : {}),
      discount: 0,
      quantity: soldOut ? 0 : int(1, 12),
    })),
  };
}
