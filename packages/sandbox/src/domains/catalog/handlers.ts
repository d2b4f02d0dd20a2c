import { defineHandlers } from '../../http/HandlerContext';
import { categoryHandlers } from './categoryHandlers';
import { collectionHandlers } from './collectionHandlers';
import { productHandlers } from './productHandlers';
import { reviewHandlers } from './reviewHandlers';
import { searchSuggestionHandlers } from './searchSuggestionHandlers';
import { shelfHandlers } from './shelfHandlers';
import { wishlistHandlers } from './wishlistHandlers';

/** Handlers of the catalog domain: categories, products, shelves, featured items, reviews and wishlists (see docs/rules/catalog.md). */
export const catalogHandlers = defineHandlers({
  ...categoryHandlers,
  ...productHandlers,
  ...shelfHandlers,
  ...collectionHandlers,
  ...reviewHandlers,
  ...searchSuggestionHandlers,
  ...wishlistHandlers,
});
