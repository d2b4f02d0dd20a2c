import type { Entity } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import type { Column } from '../../../kit/Column';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { transactionTypeText } from '../../../kit/transactionTypeText';

type Transaction = Entity<'Transaction'>;

/** A transaction's status as a word ("Success"), the way the provider reports it. */
export function transactionStatusText(status: string | undefined): string {
  if (!status) return '—';
  return status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
}

/** The customer's name, or their email when the payment carries no name. */
export function transactionCustomer(t: Transaction): string {
  return t.customerName || t.customerEmail || '—';
}

/**
 * The columns of the admin's transactions table and of its CSV export (reference first: the export always
 * quotes it, so a reference such as `000123` stays text in a spreadsheet). `reference` is the cell of the
 * reference, a link to the transaction's detail on screen.
 *
 * @example
 * <DataTable columns={transactionColumns((t) => <Link to={`?transaction=${t.id}`}>{t.reference}</Link>)} ... />
 */
export function transactionColumns(reference: (t: Transaction) => ReactNode): Column<Transaction>[] {
  return [
    { id: 'reference', header: 'Reference', cell: reference, sortable: true, csv: (t) => t.reference ?? '' },
    { id: 'type', header: 'Type', cell: transactionTypeText, csv: transactionTypeText },
    {
      id: 'orderName',
      header: 'Order',
      cell: (t) => t.orderName ?? '—',
      sortable: true,
      csv: (t) => t.orderName ?? '',
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: transactionCustomer,
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
      csv: (t) => t.amount ?? '',
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
      cell: (t) => transactionStatusText(t.paymentChannel),
      csv: (t) => t.paymentChannel ?? '',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => transactionStatusText(t.status),
      sortable: true,
      csv: (t) => t.status ?? '',
    },
    {
      id: 'date',
      header: 'Date',
      cell: (t) => <DateText value={t.date ?? t.createdAt} />,
      sortable: true,
      csv: (t) => t.date ?? t.createdAt ?? '',
    },
  ];
}
