import type { FieldError } from '@marketplace/sdk';
import { AdminProductSchema } from '@marketplace/sdk/schemas';
import type { ProductRow } from '../../db/core';
import { schemaHasField, sortRows } from '../../shared/sortRows';

/** A workspace product list sorted by the common `sort` parameter (fields of `AdminProduct`), before paging. */
export function sortProductRows(rows: ProductRow[], sort: unknown): ProductRow[] | FieldError {
  return sortRows(rows, sort, (field) => schemaHasField(AdminProductSchema, field));
}
