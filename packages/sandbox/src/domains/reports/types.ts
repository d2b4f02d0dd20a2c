// The contract's shapes this domain sends, as the SDK types the data of each operation (what a client
// reads: readOnly fields plain). Taken from the operations rather than the component schemas so they
// stay the shapes the handlers are checked against.
import type { OperationData } from '@marketplace/sdk';

export type FinanceReport = OperationData<'getSarReport'>;
export type FinanceReportEntry = FinanceReport['rows'][number];
export type MerchantPayment = OperationData<'updateMerchantPayment'>;
export type PaymentStatus = MerchantPayment['status'];
export type MerchantPaymentStats = OperationData<'getMerchantPaymentStats'>;
export type MerchantReport = OperationData<'getMerchantReports'>['rows'][number];

export type SalesReport = OperationData<'getSalesReport'>;
export type SalesByMonth = OperationData<'getSalesOverTimeReport'>[number];
export type SalesDetail = OperationData<'getSalesOverTimeTable'>[number];
export type SalesByProduct = OperationData<'getSalesByProductsReport'>[number];
export type SalesByCustomer = OperationData<'getSalesByCustomersReport'>[number];
export type SalesByLocation = OperationData<'getSalesByLocationReport'>[number];
