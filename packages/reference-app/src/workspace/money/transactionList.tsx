import { type TableResult, useTable } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { ExportableListProps } from '../ExportableList';
import { OpenRowLink } from '../OpenRowLink';
import { useUrlTableState } from '../useUrlTableState';
import { TransactionDetail, type TransactionDetailProps } from './TransactionDetail';
import { ON_SCREEN, paidAt, transactionColumns } from './transactionColumns';

type Transaction = Entity<'Transaction'>;

/** The URL parameter of the open payment: its detail shows under the list. */
const OPEN = 'transaction';

/** The columns of a transactions list's CSV: every one, the reference opening the payment's detail. */
const CSV_COLUMNS = transactionColumns((t) => (
  <OpenRowLink param={OPEN} id={t.id}>
    {t.reference}
  </OpenRowLink>
));

/**
 * What the admin's and the merchant's transactions lists share: the search (on the server), the columns on
 * screen (the email, fees and channel go to the CSV only, to fit a laptop) and in the CSV, and the sort (by
 * the day paid, or by the column's own value).
 *
 * @example
 * <ExportableList search={TRANSACTIONS.search} columns={TRANSACTIONS.columns} ... />
 */
export const TRANSACTIONS = {
  search: { label: 'Search transactions', placeholder: 'Customer, email, reference or order' },
  columns: CSV_COLUMNS.filter((c) => ON_SCREEN.has(c.id)),
  csvColumns: CSV_COLUMNS,
  sortValue: (t: Transaction, column: string) =>
    column === 'date' ? paidAt(t) : t[column as keyof Transaction],
};

/**
 * A transactions list's open row (`?transaction=<id>`): the payment's {@link TransactionDetail} under the
 * list, through the role's query of one transaction.
 *
 * @example
 * <ExportableList open={openTransaction({ useTransaction: useGetMerchantTransaction, noun: 'Payment' })} ... />
 */
export function openTransaction(
  detail: Omit<TransactionDetailProps, 'id' | 'onClose'>,
): ExportableListProps<Transaction>['open'] {
  return {
    param: OPEN,
    detail: (row) => <TransactionDetail key={row.id} id={row.id} onClose={row.close} {...detail} />,
  };
}

/**
 * A transactions list's table: the role's payments over the period (`query`), its state in the URL, sorted
 * as {@link TRANSACTIONS} says.
 *
 * @example
 * const table = useTransactionsTable({ operation: 'getMerchantTransactions', query: { startDate, endDate } });
 */
export function useTransactionsTable({
  operation,
  query,
}: {
  operation: 'getAdminTransactions' | 'getMerchantTransactions';
  query: { startDate?: string; endDate?: string };
}): TableResult<Transaction> {
  return useTable<typeof operation, Transaction>({
    operation,
    init: { query },
    state: useUrlTableState(),
    sortValue: TRANSACTIONS.sortValue,
  });
}
