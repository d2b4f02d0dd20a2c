import type { Entity } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import type { Column } from '../../kit/Column';
import { DateText } from '../../kit/DateText';
import { Money } from '../../kit/Money';
import { StatusBadge } from '../../kit/StatusBadge';
import { transactionTypeText } from '../../kit/transactionTypeText';

type Transaction = Entity<'Transaction'>;

/** "Bank transfer" for `bank_transfer`: the provider's words for a channel or a card type, as text. */
export function providerWords(value: string | undefined): string {
  if (!value) return '—';
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** When the payment was made: the provider's date, else when it was recorded. */
export function paidAt(t: Transaction): string | undefined {
  return t.date ?? t.createdAt;
}

/** The columns the table shows (the export has them all): what tells one payment from another. */
export const ON_SCREEN = new Set([
  'reference',
  'type',
  'orderName',
  'customerName',
  'amount',
  'status',
  'date',
]);

/**
 * The columns of a transactions CSV export (the admin's and the merchant's), and with {@link ON_SCREEN} of
 * its table: the reference first (the export always quotes it, so a reference such as `000123` stays text
 * in a spreadsheet), the order, the customer, amount and fees, the channel, the status and the date; each
 * sortable one's id is a field the server sorts by. `reference` draws the reference's cell on screen (a
 * link to the payment's detail).
 *
 * @example
 * <DataTable columns={transactionColumns((t) => <Link to={`?transaction=${t.id}`}>{t.reference}</Link>)} … />
 */
export function transactionColumns(reference: (t: Transaction) => ReactNode): Column<Transaction>[] {
  return [
    { id: 'reference', header: 'Reference', cell: reference, sortable: true, csv: (t) => t.reference },
    { id: 'type', header: 'Type', cell: transactionTypeText, csv: transactionTypeText },
    {
      id: 'orderName',
      header: 'Order',
      cell: (t) => t.orderName ?? '—',
      sortable: true,
      csv: (t) => t.orderName ?? '',
    },
    {
      id: 'customerName',
      header: 'Customer',
      cell: (t) => t.customerName ?? t.customerEmail ?? '—',
      sortable: true,
      csv: (t) => t.customerName ?? '',
    },
    {
      id: 'customerEmail',
      header: 'Customer email',
      cell: (t) => t.customerEmail ?? '—',
      csv: (t) => t.customerEmail ?? '',
    },
    {
      id: 'amount',
      header: 'Amount',
      cell: (t) => <Money amount={t.amount} />,
      sortable: true,
      align: 'end',
      csv: (t) => t.amount,
    },
    {
      id: 'fees',
      header: 'Fees',
      cell: (t) => <Money amount={t.fees} />,
      align: 'end',
      csv: (t) => t.fees ?? '',
    },
    {
      id: 'paymentChannel',
      header: 'Channel',
      cell: (t) => providerWords(t.paymentChannel),
      csv: (t) => t.paymentChannel ?? '',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => <StatusBadge kind="payment" status={t.status} />,
      sortable: true,
      csv: (t) => t.status,
    },
    {
      id: 'date',
      header: 'Date',
      cell: (t) => <DateText value={paidAt(t)} format="dateTime" />,
      sortable: true,
      csv: (t) => paidAt(t) ?? '',
    },
  ];
}
