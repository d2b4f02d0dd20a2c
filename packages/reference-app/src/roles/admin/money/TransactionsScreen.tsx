import { useGetAdminTransaction } from '@marketplace/react-hooks';
import { ExportableList } from '../../../workspace/ExportableList';
import {
  openTransaction,
  TRANSACTIONS,
  useTransactionsTable,
} from '../../../workspace/money/transactionList';
import { PeriodFilter } from './PeriodFilter';
import { useMoneyPeriod } from './useMoneyPeriod';
import './money.css';

/**
 * Every customer payment of the marketplace (`/admin/money/transactions`, needs `read` on `transactions`):
 * searched on the server (customer, email, reference, order), limited to a period (any day by default),
 * paged, with the state in the URL; the reference opens the payment's detail under the list
 * (`?transaction=<id>`); the page or every matching payment exports to CSV, reference quoted.
 *
 * @example
 * { path: 'money/transactions', lazy: screen(admin, 'TransactionsScreen') }
 */
export function TransactionsScreen() {
  const period = useMoneyPeriod('any', { allowAny: true });
  const table = useTransactionsTable({ operation: 'getAdminTransactions', query: period.query });
  return (
    <ExportableList
      table={table}
      search={TRANSACTIONS.search}
      period={<PeriodFilter period={period} allowAny />}
      periodChosen={period.choice !== 'any'}
      onResetPeriod={() => period.setChoice('any')}
      caption={`Transactions, newest first${period.choice === 'any' ? '' : `, ${period.words}`}`}
      columns={TRANSACTIONS.columns}
      getRowId={(t) => String(t.id)}
      csv={{
        filename: `transactions${period.choice === 'any' ? '' : `-${period.startDate}-to-${period.endDate}`}`,
        columns: TRANSACTIONS.csvColumns,
      }}
      empty={{
        title: 'No transactions',
        filtered: 'No payment matches this search and period.',
        none: 'No customer has paid yet.',
      }}
      open={openTransaction({ noun: 'Transaction', withStore: true, useTransaction: useGetAdminTransaction })}
    />
  );
}
