// The admin's money screens: transactions, merchant payments, finance reports and merchant reports.

export { FinanceReportsScreen } from './FinanceReportsScreen';
export { MerchantPaymentsScreen } from './MerchantPaymentsScreen';
export { MerchantReportsScreen } from './MerchantReportsScreen';
export { TransactionsScreen } from './TransactionsScreen';
