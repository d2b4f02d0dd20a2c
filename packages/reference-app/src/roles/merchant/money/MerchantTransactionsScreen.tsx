import { useGetMerchantTransaction } from '@marketplace/react-hooks';
import { ExportableList } from '../../../workspace/ExportableList';
import {
  openTransaction,
  TRANSACTIONS,
  useTransactionsTable,
} from '../../../workspace/money/transactionList';
import { PeriodPicker } from '../../../workspace/reports/PeriodPicker';
import { useUrlDateRange } from '../../../workspace/reports/useUrlDateRange';
import '../../../workspace/money/money.css';

/**
 * The customers' payments for the store's orders (`/merchant/money/transactions`, needs `read` on
 * `transactions`): over a period (last 30 days by default), searched on the server (customer, email,
 * reference, order), paged, with its state in the URL; the reference opens the payment's detail under the
 * list (`?transaction=<id>`); the page, or every payment of the period and search, exports to CSV with the
 * reference quoted.
 *
 * @example
 * { path: 'money/transactions', lazy: screen(merchant, 'MerchantTransactionsScreen') }
 */
export function MerchantTransactionsScreen() {
  const range = useUrlDateRange();
  const period = { startDate: range.startDate, endDate: range.endDate };
  const table = useTransactionsTable({ operation: 'getMerchantTransactions', query: period });
  return (
    <ExportableList
      table={table}
      search={TRANSACTIONS.search}
      period={<PeriodPicker range={range} />}
      periodChosen={false}
      caption={`Payments from ${range.startDate} to ${range.endDate}, newest first`}
      columns={TRANSACTIONS.columns}
      getRowId={(t) => String(t.id)}
      csv={{
        filename: `transactions-${range.startDate}-to-${range.endDate}`,
        columns: TRANSACTIONS.csvColumns,
        allLabel: `Export all ${table.count}`,
        onlyWithRows: true,
      }}
      empty={{
        title: 'No transactions',
        filtered: 'No payment of this period matches the search.',
        none: 'No customer paid for an order in this period.',
      }}
      open={openTransaction({ noun: 'Payment', useTransaction: useGetMerchantTransaction })}
    />
  );
}
