// Types of useTable, checked by tsc (`pnpm typecheck`); never run: only paged lists are tables, rows are
// the rows of the list, init is the operation's own, and the table result is typed by its row.
import type { OperationData } from '@marketplace/sdk';
import { expectTypeOf } from 'vitest';
import { type PagedOperationId, type RowOf, type TableResult, useDateRange, useTable } from '../../src';

type TransactionRow = OperationData<'getAdminTransactions'>['rows'][number];

// Wrapped in a hook so that the calls below are hook calls in a hook (the file is only type-checked).
export function useTableTypeChecks(): void {
  const table = useTable({ operation: 'getAdminTransactions' });
  expectTypeOf(table).toEqualTypeOf<TableResult<TransactionRow>>();
  expectTypeOf(table.rows[0]!.transactionId).toEqualTypeOf<string>();
  expectTypeOf<RowOf<'getAdminTransactions'>>().toEqualTypeOf<TransactionRow>();

  // Only paged lists (limit/offset, { count, rows }) are tables.
  expectTypeOf<'getAllCoupons'>().toExtend<PagedOperationId>();
  // @ts-expect-error: getAllCategories is not a paged list
  useTable({ operation: 'getAllCategories' });

  // init is the operation's own: its query parameters are checked.
  useTable({ operation: 'getAdminProducts', init: { query: { merchantId: 2 }, as: 'admin' } });
  // @ts-expect-error: merchantId is a number
  useTable({ operation: 'getAdminProducts', init: { query: { merchantId: 'two' } } });
  useTable({ operation: 'getAdminProducts', init: null });

  // sortValue sees the table's rows.
  useTable({
    operation: 'getMerchantPayments',
    sortValue: (row, column) => (column === 'store' ? row.storeName : undefined),
  });

  const range = useDateRange('thisMonth');
  expectTypeOf(range.startDate).toEqualTypeOf<string>();
  // @ts-expect-error: not a preset
  range.setPreset('yesterday');
}
