import type { Entities } from '@marketplace/sdk';
import type { ProductRow } from '../../db/core';

/**
 * A product as customers and merchants see it: the row without the sandbox's own fields.
 *
 * @example
 * return ok(productView(product));
 */
export function productView(product: ProductRow): Entities['AdminProduct'] {
  const { shelves: _shelves, deleted: _deleted, ...api } = product;
  return structuredClone(api) as Entities['AdminProduct'];
}
