// The admin's money screens: transactions, merchant payments, finance reports and merchant reports.
export { TransactionsScreen } from './TransactionsScreen';
