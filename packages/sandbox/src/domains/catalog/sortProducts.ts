import type { FieldError } from '@marketplace/sdk';
import type { ProductRow } from '../../db/core';
import { newestFirst } from '../../shared/newestFirst';
import { discountFraction } from './discountFraction';

/** The orders of a customer product list (`ProductSort` in the contract). */
export type ProductSort = 'newest' | 'price-asc' | 'price-desc' | 'discount';
const sellingPrice = (p: ProductRow) => p.pricing[0]?.sellingPrice ?? 0;

/** Checks a list's `sort` against the contract's orders. */
export function sortErrors(sort: unknown): FieldError[] {
  const orders: readonly unknown[] = [
    'newest',
    'price-asc',
    'price-desc',
    'discount',
  ] satisfies ProductSort[];
  return sort === undefined || orders.includes(sort)
    ? []
    : [{ field: 'sort', message: 'Sort must be one of newest, price-asc, price-desc or discount' }];
}

/** Orders products by `sort`; ties (and `newest` or none) keep the newest first. */
export function sortProducts(rows: readonly ProductRow[], sort: unknown): ProductRow[] {
  const by: Record<ProductSort, (a: ProductRow, b: ProductRow) => number> = {
    newest: () => 0,
    'price-asc': (a, b) => sellingPrice(a) - sellingPrice(b),
    'price-desc': (a, b) => sellingPrice(b) - sellingPrice(a),
    discount: (a, b) => discountFraction(b) - discountFraction(a),
  };
  const compare = by[(typeof sort === 'string' && sort in by ? sort : 'newest') as ProductSort];
  return [...rows].sort((a, b) => compare(a, b) || newestFirst(a, b));
}
