import { type FieldError, SORT_FIELDS } from '@marketplace/sdk';
import type { ProductRow } from '../../db/core';
import { sortRows } from '../../shared/sortRows';

/** A workspace product list sorted by the common `sort` parameter (fields of `AdminProduct`), before paging. */
export function sortProductRows(rows: ProductRow[], sort: unknown): ProductRow[] | FieldError {
  return sortRows(rows, sort, (field) => SORT_FIELDS.AdminProduct.includes(field));
}
