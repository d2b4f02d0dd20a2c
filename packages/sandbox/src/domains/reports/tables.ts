// The table of the reports domain. Sales and finance reports have no table: they are computed from the
// shared orders, returns and transactions on every call. Only what a report cannot derive is stored (a
// merchant payment's transfer reference, note and payment date).

/**
 * What an admin recorded on a merchant payment. The payment itself (amount, status) is derived from its
 * delivered order (`paymentStatus`, `approvePayout`); its id is the order's id.
 */
export interface MerchantPaymentRecordRow {
  id: number;
  reference: string | null;
  note: string | null;
  paidAt: string | null;
  /** What was paid when it was processed, in naira (a later refund does not change a transfer made). */
  amount?: number;
  updatedAt: string;
}

declare module '../../db/Database' {
  interface Tables {
    merchantPaymentRecords: MerchantPaymentRecordRow;
  }
}
