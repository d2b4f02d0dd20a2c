import type { Entity } from '@marketplace/sdk';
import { formatMoney } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import { formatDate } from '../roles/customer/format';

/**
 * The credit note of a refunded order as a document to read and print: its number, the invoice it
 * corrects, the seller, the amount given back, why, when, and the refund's reference.
 *
 * @example
 * {invoice.creditNote ? <CreditNoteDocument invoice={invoice} note={invoice.creditNote} /> : null}
 */
export function CreditNoteDocument({
  invoice,
  note,
  actions,
}: {
  invoice: Entity<'Invoice'>;
  note: Entity<'CreditNote'>;
  actions?: ReactNode;
}) {
  return (
    <article className="print-document" aria-labelledby="credit-note-title">
      <header className="print-document__head">
        <h1 id="credit-note-title">Credit note {note.creditNoteNumber}</h1>
        {actions ? <div className="print-document__actions">{actions}</div> : null}
      </header>
      <dl className="print-document__facts">
        <div>
          <dt>For invoice</dt>
          <dd>
            {note.invoiceNumber} (order {invoice.orderName ?? `#${invoice.orderTrackerId ?? invoice.id}`})
          </dd>
        </div>
        <div>
          <dt>Issued</dt>
          <dd>{formatDate(note.issuedAt, true)}</dd>
        </div>
        <div>
          <dt>Issued by</dt>
          <dd>
            <span className="print-document__line">
              {invoice.seller?.storeName ?? invoice.storeName ?? ''}
            </span>
            {invoice.seller?.address ? (
              <span className="print-document__line">{invoice.seller.address}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{invoice.customerName ?? ''}</dd>
        </div>
        {note.reason ? (
          <div>
            <dt>Reason</dt>
            <dd>{note.reason}</dd>
          </div>
        ) : null}
        {note.reference ? (
          <div>
            <dt>Refund reference</dt>
            <dd>{note.reference}</dd>
          </div>
        ) : null}
      </dl>
      <dl className="print-document__totals">
        <div>
          <dt>Invoice total</dt>
          <dd>{formatMoney(invoice.total)}</dd>
        </div>
        <div className="print-document__total">
          <dt>Refunded</dt>
          <dd>{formatMoney(note.amount)}</dd>
        </div>
      </dl>
    </article>
  );
}
