// The money family (transactions, invoices, payouts): one lazy module of src/app/routes.tsx.
export { MerchantInvoicesScreen } from './MerchantInvoicesScreen';
export { MerchantPayoutsScreen } from './MerchantPayoutsScreen';
export { MerchantTransactionsScreen } from './MerchantTransactionsScreen';
