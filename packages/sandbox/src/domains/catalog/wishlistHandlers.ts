import type { Database } from '../../db/Database';
import { defineHandlers } from '../../http/HandlerContext';
import { invalid, notFound, ok } from '../../http/replies';
import { customerProductViewIn } from './customerProductView';
import { isVisible } from './isVisible';

/** The most products one customer may keep saved. */
export const WISHLIST_LIMIT = 500;

/** A customer's saved products, most recently saved first, each with its product as customers see it. */
function wishlistOf(db: Database, customerId: number) {
  const view = customerProductViewIn(db);
  return db
    .table('savedProducts')
    .where((s) => s.customerId === customerId)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt) || b.id - a.id)
    .flatMap((saved) => {
      const product = db.table('products').get(saved.productId);
      // A product removed from the database entirely has nothing left to show.
      if (!product) return [];
      return [
        {
          productId: saved.productId,
          savedAt: saved.savedAt,
          available: isVisible(db, product),
          product: view(product),
        },
      ];
    });
}

/** The wishlist (see docs/rules/catalog.md, "Wishlist"). */
export const wishlistHandlers = defineHandlers({
  getWishlist: ({ db, user }) => {
    if (!user) return notFound('Product not found');
    return ok(wishlistOf(db, user.id), 'Wishlist fetched');
  },

  saveToWishlist: ({ db, env, user, body }) => {
    if (!user) return notFound('Product not found');
    const product = db.table('products').get(body.productId);
    if (!isVisible(db, product)) return notFound('Product not found');
    const saved = db.table('savedProducts');
    const mine = saved.where((s) => s.customerId === user.id);
    if (!mine.some((s) => s.productId === product.id)) {
      if (mine.length >= WISHLIST_LIMIT) {
        return invalid(
          [{ field: 'productId', message: `You can save at most ${WISHLIST_LIMIT} products` }],
          `You can save at most ${WISHLIST_LIMIT} products`,
        );
      }
      saved.insert({ customerId: user.id, productId: product.id, savedAt: env.now().toISOString() });
    }
    return ok(wishlistOf(db, user.id), `Saved ${product.name}`);
  },

  removeFromWishlist: ({ db, user, path }) => {
    if (!user) return notFound('Product not found');
    const saved = db.table('savedProducts');
    for (const row of saved.where((s) => s.customerId === user.id && s.productId === path.id)) {
      saved.delete(row.id);
    }
    return ok(wishlistOf(db, user.id), 'Removed from your wishlist');
  },
});
