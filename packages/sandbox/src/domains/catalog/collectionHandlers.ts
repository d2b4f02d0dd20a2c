import type { FieldError } from '@marketplace/sdk';
import type { ProductRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { defineHandlers } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok } from '../../http/replies';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { newestFirst } from '../../shared/newestFirst';
import { customerProductViewIn } from './customerProductView';
import { isVisible } from './isVisible';
import type { FeaturedCollectionRow } from './tables';
import type { FeaturedCollection } from './types';

const collectionView = (row: FeaturedCollectionRow): FeaturedCollection => structuredClone(row);

/** The collection's product ids without repeats; errors for ids that name no product. */
function checkProductIds(db: Database, ids: readonly number[]): { ids: number[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  ids.forEach((id, i) => {
    const product = db.table('products').get(id);
    if (!product || product.deleted)
      errors.push({ field: `productIds.${i}`, message: `Product ${id} not found` });
  });
  return { ids: [...new Set(ids)], errors };
}

/** Featured image collections: public to read, admins (not dispatchers or schedulers) manage them. */
export const collectionHandlers = defineHandlers({
  getFeaturedCollections: ({ db }) =>
    ok(db.table('featuredCollections').all().sort(newestFirst).map(collectionView), 'Collections fetched'),

  getFeaturedCollection: ({ db, path }) => {
    const row = db.table('featuredCollections').get(path.id);
    if (!row) return notFound('Collection not found');
    return ok(collectionView(row), 'Collection fetched');
  },

  getFeaturedCollectionProducts: ({ db, path }) => {
    const row = db.table('featuredCollections').get(path.id);
    if (!row) return notFound('Collection not found');
    const products = row.productIds
      .map((id) => db.table('products').get(id))
      .filter((p): p is ProductRow => isVisible(db, p));
    return ok(products.map(customerProductViewIn(db)), 'Products fetched');
  },

  createFeaturedCollection: ({ db, env, user, body }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins may manage featured collections');
    const { ids, errors } = checkProductIds(db, body.productIds ?? []);
    // The contract requires both (the generated type leaves them optional).
    if (!body.title?.trim()) errors.unshift({ field: 'title', message: 'Title is required' });
    if (!body.image) errors.unshift({ field: 'image', message: 'Image is required' });
    if (errors.length > 0 || !body.title || !body.image) return invalid(errors, errors[0]?.message);
    const now = env.now().toISOString();
    const row = db.table('featuredCollections').insert({
      title: body.title.trim(),
      description: body.description,
      image: body.image,
      productIds: ids,
      createdAt: now,
      updatedAt: now,
    });
    return ok(collectionView(row), 'Collection created', 201);
  },

  updateFeaturedCollection: ({ db, env, user, path, body }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins may manage featured collections');
    const row = db.table('featuredCollections').get(path.id);
    if (!row) return notFound('Collection not found');
    const { ids, errors } = checkProductIds(db, body.productIds ?? row.productIds);
    if (body.productIds && errors.length > 0) return invalid(errors, errors[0]?.message);
    const updated = db.table('featuredCollections').update(row.id, {
      title: body.title?.trim() ?? row.title,
      description: body.description ?? row.description,
      image: body.image ?? row.image,
      productIds: body.productIds ? ids : row.productIds,
      updatedAt: env.now().toISOString(),
    }) as FeaturedCollectionRow;
    return ok(collectionView(updated), 'Collection updated');
  },

  deleteFeaturedCollection: ({ db, user, path }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only admins may manage featured collections');
    const row = db.table('featuredCollections').get(path.id);
    if (!row) return notFound('Collection not found');
    db.table('featuredCollections').delete(row.id);
    return ok({ id: row.id }, 'Collection deleted');
  },
});
