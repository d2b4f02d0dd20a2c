import { whenSoldOutFor } from '@marketplace/sdk';
import type { ProductRow } from '../../db/core';
import { productView } from './productView';
import type { AdminProduct } from './types';

/** A product as admins and its merchant see it (the shared productView, with `whenSoldOut` filled in). */
export function adminProductView(product: ProductRow): AdminProduct {
  return {
    ...productView(product),
    whenSoldOut: product.whenSoldOut ?? whenSoldOutFor(product.contSalesOutOfStock),
  };
}
