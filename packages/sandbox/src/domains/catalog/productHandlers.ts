import {
  ADMIN_PRODUCT_PAGE_SIZE,
  ADMIN_PRODUCT_START_OFFSET,
  type FieldError,
  isApproved,
  lowStockItems,
} from '@marketplace/sdk';
import type { ProductRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, refuse } from '../../http/replies';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { matches } from '../../shared/matches';
import { storeOfMerchant } from '../../shared/merchantIdOf';
import { newestFirst } from '../../shared/newestFirst';
import { rejectionReason } from '../../shared/rejectionReason';
import { signedBy } from '../../shared/signedBy';
import { productRecord } from '../audit/auditRecords';
import { recordAudit } from '../audit/recordAudit';
import { notify } from '../notifications/notify';
import { tellReviewRequest } from '../notifications/tellReviewRequest';
import { adminProductView } from './adminProductView';
import { approvalIs } from './approvalIs';
import { DEFAULT_PAGE_SIZE } from './catalogLimits';
import { customerProductViewIn, payOnDeliveryIn, reviewSummaries } from './customerProductView';
import { isVisible } from './isVisible';
import { matchesProduct } from './matchesProduct';
import { idErrors, pagingErrors } from './pagingErrors';
import { productChanges, stockWords } from './productChanges';
import { applyFacetFilters, productFacets } from './productFacets';
import { productFields } from './productFields';
import { productPage } from './productPage';
import { recordStock } from './recordStock';
import { sortProductRows } from './sortProductRows';
import { sortErrors, sortProducts } from './sortProducts';

/** The ids an approval decision names (the product and its merchant): each required, each an id. */
function decisionQueryErrors(query: { productId?: number; merchantId?: number }): FieldError[] {
  const errors = idErrors(query, ['productId', 'merchantId']);
  if (query.productId === undefined) errors.push({ field: 'productId', message: 'Product id is required' });
  if (query.merchantId === undefined)
    errors.push({ field: 'merchantId', message: 'Merchant id is required' });
  return errors;
}

/** The merchant's own product, not deleted; another merchant's product is "not found". */
function ownProduct(db: Database, user: UserRow | undefined, id: number | undefined): ProductRow | undefined {
  const product = db.table('products').get(id);
  return product && !product.deleted && user && product.merchantId === user.id ? product : undefined;
}

/** Another product of the store already uses this SKU. */
function skuTaken(db: Database, storeId: number, sku: string | undefined, exceptId?: number): boolean {
  if (!sku) return false;
  const wanted = sku.trim().toLowerCase();
  return db
    .table('products')
    .all()
    .some(
      (p) =>
        p.storeId === storeId && !p.deleted && p.id !== exceptId && p.sku?.trim().toLowerCase() === wanted,
    );
}

const paged = (query: { limit?: unknown; offset?: unknown }, defaultLimit: number, defaultOffset = 0) => ({
  limit:
    typeof query.limit === 'number' && query.limit >= 1 && query.limit <= 100 ? query.limit : defaultLimit,
  offset: typeof query.offset === 'number' && query.offset >= 0 ? query.offset : defaultOffset,
});

/** Merchant product management, admin product management and approval, and the customer product list. */
/** The most brands one filter takes (the contract's `ProductFilter.brands`). */
const MAX_BRANDS = 20;

export const productHandlers = defineHandlers({
  // ---- merchant -------------------------------------------------------------------------------------
  getMerchantProducts: ({ db, user, query }) => {
    const rows = db
      .table('products')
      .where(
        (p) =>
          p.merchantId === user?.id &&
          !p.deleted &&
          matches(query.search, p.name, p.sku) &&
          (query.categoryId === undefined || p.categoryId === query.categoryId) &&
          approvalIs(p, query.approvalStatus) &&
          (query.lowStock !== true || lowStockItems(p).length > 0),
      )
      .sort(newestFirst);
    const sorted = sortProductRows(rows, query.sort);
    if (!Array.isArray(sorted)) return invalid([sorted]);
    return ok(
      productPage(sorted, paged(query, DEFAULT_PAGE_SIZE), DEFAULT_PAGE_SIZE, adminProductView),
      'Products fetched',
    );
  },

  createProduct: ({ db, env, user, body, query }) => {
    if (!user) return refuse('Token is not valid', 401);
    const store = storeOfMerchant(db, user);
    if (!store) return refuse('Set up your store before adding products');
    const { errors, fields } = productFields(db, body);
    if (!fields) return invalid(errors, errors[0]?.message);
    if (skuTaken(db, store.id, fields.sku))
      return refuse(`A product with SKU ${fields.sku} already exists in your store`);
    const product = db.table('products').insert({
      ...fields,
      merchantId: user.id,
      storeId: store.id,
      storeName: store.storeName,
      approvalStatus: 'pending',
      shelves: [],
      createdAt: env.now().toISOString(),
    });
    recordStock(db, env, undefined, product, {
      reason: query.source === 'import' ? 'import' : 'created',
      ...signedBy(db),
    });
    recordAudit(db, env, {
      kind: 'product',
      action: query.source === 'import' ? 'Imported the product' : 'Created the product',
      ...productRecord(product),
    });
    tellReviewRequest(db, env, product, 'new');
    return ok(adminProductView(product), 'Successfully created product.', 201);
  },

  getProductStockHistory: ({ db, user, path, query }) => {
    const product = ownProduct(db, user, path.id);
    if (!product) return notFound('Product not found');
    const errors = pagingErrors(query);
    if (errors.length > 0) return invalid(errors, errors[0]?.message);
    const sku = query.variantSku?.trim();
    const rows = db
      .table('stockMovements')
      .where((m) => m.productId === product.id && (!sku || m.variantSku === sku))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return ok(
      productPage(rows, paged(query, DEFAULT_PAGE_SIZE), DEFAULT_PAGE_SIZE, (m) => m),
      'Stock history fetched',
    );
  },

  getMerchantProduct: ({ db, user, path }) => {
    const product = ownProduct(db, user, path.id);
    if (!product) return notFound('Product not found');
    return ok(adminProductView(product), 'Successfully fetched product.');
  },

  editProduct: ({ db, env, user, path, body }) => {
    const product = ownProduct(db, user, path.id);
    if (!product) return notFound('Product not found');
    const { errors, fields } = productFields(db, body);
    if (!fields) return invalid(errors, errors[0]?.message);
    if (skuTaken(db, product.storeId, fields.sku, product.id)) {
      return refuse(`A product with SKU ${fields.sku} already exists in your store`);
    }
    const before = product.pricing[0];
    const after = fields.pricing[0];
    // A rejected product was mended: any edit sends it back for review, the old reason gone.
    const mended = approvalIs(product, 'rejected');
    const reviewAgain =
      isApproved(product) &&
      (fields.name !== product.name ||
        after?.sellingPrice !== before?.sellingPrice ||
        (after?.price ?? after?.sellingPrice) !== (before?.price ?? before?.sellingPrice));
    const updated = db.table('products').update(product.id, {
      ...fields,
      pricing: fields.pricing.map((line) => ({ ...line, costPrice: line.costPrice ?? before?.costPrice })),
      // Optional fields the form left out keep their values; what it sends replaces them.
      sku: fields.sku ?? product.sku,
      weight: fields.weight ?? product.weight,
      weightUnit: fields.weightUnit ?? product.weightUnit,
      dimension: fields.dimension ?? product.dimension,
      dimensionUnit: fields.dimensionUnit ?? product.dimensionUnit,
      stockAlertUnits: fields.stockAlertUnits ?? product.stockAlertUnits,
      description: body.description ? fields.description : product.description,
      hostedImages: body.hostedImages ? fields.hostedImages : product.hostedImages,
      productVariant: fields.productVariant ?? product.productVariant,
      contSalesOutOfStock: body.contSalesOutOfStock ?? product.contSalesOutOfStock,
      whenSoldOut: body.contSalesOutOfStock === undefined ? product.whenSoldOut : fields.whenSoldOut,
      IsDigitalProduct: body.IsDigitalProduct ?? product.IsDigitalProduct,
      approvalStatus: reviewAgain || mended ? 'pending' : product.approvalStatus,
      rejectionReason: undefined,
      updatedAt: env.now().toISOString(),
    }) as ProductRow;
    // Signed by the person who acted (a store's staff member stays themselves), as the timelines are.
    recordStock(db, env, product, updated, { reason: 'manual', ...signedBy(db) });
    const changed = productChanges(product, updated);
    if (changed.length > 0)
      recordAudit(db, env, {
        kind: 'product',
        action: `Changed the product: ${changed.join(', ')}`,
        ...productRecord(updated),
      });
    if (reviewAgain) tellReviewRequest(db, env, updated, 'changed');
    return ok(
      adminProductView(updated),
      reviewAgain
        ? 'Successfully edited product. The new name or price awaits admin approval.'
        : mended
          ? 'Successfully edited product. It awaits admin approval again.'
          : 'Successfully edited product.',
    );
  },

  updateProductInventory: ({ db, env, user, body }) => {
    const product = ownProduct(db, user, body.productId);
    if (!product) return notFound('Product not found');
    const errors: FieldError[] = [];
    if (
      body.sku !== undefined &&
      body.sku.trim().toLowerCase() !== (product.sku ?? '').trim().toLowerCase()
    ) {
      errors.push({ field: 'sku', message: `SKU ${body.sku} is not this product's SKU` });
    }
    const variants = structuredClone(product.productVariant?.variant ?? []);
    (body.variant ?? []).forEach((change, i) => {
      const target = variants.find((v) => v.sku !== undefined && v.sku === change.sku);
      if (!change.sku) errors.push({ field: `variant.${i}.sku`, message: 'Variant SKU is required' });
      else if (!target)
        errors.push({ field: `variant.${i}.sku`, message: `No variant with SKU ${change.sku}` });
      else if (change.quantity !== undefined) target.quantity = change.quantity;
    });
    if (errors.length > 0) return invalid(errors, errors[0]?.message);
    const before = structuredClone(product);
    const updated = db.table('products').update(product.id, {
      quantity: body.quantity,
      productVariant: product.productVariant
        ? { ...structuredClone(product.productVariant), variant: variants }
        : undefined,
      updatedAt: env.now().toISOString(),
    }) as ProductRow;
    recordStock(db, env, before, updated, { reason: 'manual', ...signedBy(db) });
    const moved = stockWords(before, updated);
    if (moved) recordAudit(db, env, { kind: 'stock', action: moved, ...productRecord(updated) });
    return ok(adminProductView(updated), 'Product updated successfully');
  },

  // ---- admin ----------------------------------------------------------------------------------------
  addAdminProduct: ({ db, env, user, body }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins may add products');
    const store = db.table('stores').get(body.storeId);
    if (!store) return notFound('Store not found');
    if (store.merchantId !== body.merchantId) return refuse('The store does not belong to this merchant');
    const { errors, fields } = productFields(db, body);
    if (!fields) return invalid(errors, errors[0]?.message);
    if (skuTaken(db, store.id, fields.sku))
      return refuse(`A product with SKU ${fields.sku} already exists in the store`);
    const product = db.table('products').insert({
      ...fields,
      merchantId: store.merchantId,
      storeId: store.id,
      storeName: store.storeName,
      // An admin adding a product vouches for it: it is approved at once.
      approvalStatus: 'approved',
      shelves: [],
      createdAt: env.now().toISOString(),
    });
    recordStock(db, env, undefined, product, { reason: 'created', ...signedBy(db) });
    recordAudit(db, env, {
      kind: 'product',
      action: `Added the product to ${store.storeName}, approved`,
      ...productRecord(product),
    });
    tellReviewRequest(db, env, product, 'new');
    return ok(adminProductView(product), 'Successfully created product.', 201);
  },

  getAdminProducts: ({ db, query }) => {
    const errors = [...pagingErrors(query), ...idErrors(query, ['merchantId', 'storeId'])];
    if (errors.length > 0) return invalid(errors, errors[0]?.message);
    const rows = db
      .table('products')
      .where(
        (p) =>
          !p.deleted &&
          (query.merchantId === undefined || p.merchantId === query.merchantId) &&
          (query.storeId === undefined || p.storeId === query.storeId) &&
          approvalIs(p, query.approvalStatus) &&
          matches(query.search, p.name, p.sku, p.storeName),
      )
      .sort(newestFirst);
    const sorted = sortProductRows(rows, query.sort);
    if (!Array.isArray(sorted)) return invalid([sorted]);
    const paging = {
      limit: query.limit ?? ADMIN_PRODUCT_PAGE_SIZE,
      offset: query.offset ?? ADMIN_PRODUCT_START_OFFSET,
    };
    return ok(productPage(sorted, paging, ADMIN_PRODUCT_PAGE_SIZE, adminProductView), 'Products fetched');
  },

  getAdminProduct: ({ db, path }) => {
    const product = db.table('products').get(path.id);
    if (!product || product.deleted) return notFound('Product not found');
    return ok(adminProductView(product), 'Successfully fetched product.');
  },

  approveProduct: ({ db, env, user, query, body }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins may approve products');
    const errors = decisionQueryErrors(query);
    if (errors.length > 0) return invalid(errors, errors[0]?.message);
    const product = db.table('products').get(query.productId);
    if (!product || product.deleted) return notFound('Product not found');
    if (product.merchantId !== query.merchantId) return notFound('Product not found for this merchant');
    const wanted = body.approvalStatus.toLowerCase();
    if (wanted === 'rejected') {
      const message = 'A product is rejected with its reason (reject-product)';
      return invalid([{ field: 'approvalStatus', message }], message);
    }
    const approve = wanted === 'approved';
    if (approve && isApproved(product)) return refuse('Product is already approved');
    if (!approve && approvalIs(product, 'pending')) return refuse('Product is already pending approval');
    const updated = db.table('products').update(product.id, {
      approvalStatus: approve ? 'approved' : 'pending',
      rejectionReason: undefined,
      updatedAt: env.now().toISOString(),
    }) as ProductRow;
    recordAudit(db, env, {
      kind: 'approval',
      action: approve ? 'Approved the product' : 'Sent the product back to pending approval',
      ...productRecord(product),
    });
    notify(db, env, product.merchantId, {
      kind: 'product-decision',
      title: approve ? `${product.name} is approved` : `${product.name} was sent back for review`,
      body: approve
        ? 'Customers can now find and buy it.'
        : 'It is hidden from customers until an admin approves it again.',
      link: '/merchant/products',
    });
    return ok(
      adminProductView(updated),
      approve ? 'Product approved' : 'Product sent back to pending approval',
    );
  },

  rejectProduct: ({ db, env, user, query, body }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins may reject products');
    const errors = decisionQueryErrors(query);
    const given = rejectionReason(body.reason, 'merchant');
    if ('error' in given) errors.push(given.error);
    if (errors.length > 0 || 'error' in given) return invalid(errors, errors[0]?.message);
    const product = db.table('products').get(query.productId);
    if (!product || product.deleted) return notFound('Product not found');
    if (product.merchantId !== query.merchantId) return notFound('Product not found for this merchant');
    if (approvalIs(product, 'rejected')) return refuse('Product is already rejected');
    const updated = db.table('products').update(product.id, {
      approvalStatus: 'rejected',
      rejectionReason: given.reason,
      updatedAt: env.now().toISOString(),
    }) as ProductRow;
    recordAudit(db, env, {
      kind: 'rejection',
      action: `Rejected the product: ${given.reason}`,
      ...productRecord(product),
    });
    notify(db, env, product.merchantId, {
      kind: 'product-decision',
      title: `${product.name} was rejected`,
      body: updated.rejectionReason,
      link: '/merchant/products',
    });
    return ok(adminProductView(updated), 'Product rejected');
  },

  // ---- customer catalogue ---------------------------------------------------------------------------
  getCustomerProduct: ({ db, path }) => {
    const product = db.table('products').get(path.id);
    if (!isVisible(db, product)) return notFound('Product not found');
    return ok(customerProductViewIn(db)(product), 'Successfully fetched product.');
  },

  getAllCustomerProducts: ({ db, query }) => {
    const errors = [
      ...pagingErrors(query),
      ...idErrors(query, ['categoryId', 'subCategoryId', 'childCategoryId']),
      ...sortErrors(query.sort),
    ];
    if (errors.length > 0) return invalid(errors, errors[0]?.message);
    const rows = db
      .table('products')
      .where(
        (p) =>
          isVisible(db, p) &&
          matchesProduct(query.search, p) &&
          (query.categoryId === undefined || p.categoryId === query.categoryId) &&
          (query.subCategoryId === undefined || p.subCategoryId === query.subCategoryId) &&
          (query.childCategoryId === undefined || p.childCategoryId === query.childCategoryId),
      );
    return ok(
      productPage(sortProducts(rows, query.sort), query, DEFAULT_PAGE_SIZE, customerProductViewIn(db)),
      'Products fetched',
    );
  },

  filterCustomerProducts: ({ db, body }) => {
    const { minPrice, maxPrice } = body;
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      return invalid([{ field: 'maxPrice', message: 'Highest price cannot be below the lowest price' }]);
    }
    // The contract's `maxItems`, which the request check does not read.
    if ((body.brands?.length ?? 0) > MAX_BRANDS) {
      return invalid([{ field: 'brands', message: `Choose at most ${MAX_BRANDS} brands` }]);
    }
    const badSort = sortErrors(body.sort);
    if (badSort.length > 0) return invalid(badSort, badSort[0]?.message);
    const rows = db.table('products').where((p) => {
      const price = p.pricing[0]?.sellingPrice ?? 0;
      return (
        isVisible(db, p) &&
        matchesProduct(body.search, p) &&
        (body.categoryId === undefined || p.categoryId === body.categoryId) &&
        (body.subCategoryId === undefined || p.subCategoryId === body.subCategoryId) &&
        (body.childCategoryId === undefined || p.childCategoryId === body.childCategoryId) &&
        (body.storeId === undefined || p.storeId === body.storeId) &&
        (minPrice === undefined || price >= minPrice) &&
        (maxPrice === undefined || price <= maxPrice)
      );
    });
    // Brand, rating, discount and pay on delivery narrow the list; their options are counted over the rows above.
    const summaries = reviewSummaries(db);
    const lookups = {
      ratingOf: (p: ProductRow) => summaries.get(p.id)?.rating,
      payOnDeliveryOf: payOnDeliveryIn(db),
    };
    const facetFilters = {
      brands: body.brands,
      minRating: body.minRating,
      minDiscount: body.minDiscount,
      payOnDelivery: body.payOnDelivery,
    };
    const shown = applyFacetFilters(rows, facetFilters, lookups);
    return ok(
      {
        ...productPage(sortProducts(shown, body.sort), body, DEFAULT_PAGE_SIZE, customerProductViewIn(db)),
        facets: productFacets(rows, facetFilters, lookups),
      },
      'Products fetched',
    );
  },
});
