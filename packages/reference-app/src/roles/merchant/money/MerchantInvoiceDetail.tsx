import { useGetMerchantInvoice } from '@marketplace/react-hooks';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';
import { PaidItemsTable } from './PaidItemsTable';

/**
 * One invoice of the store (`getMerchantInvoice`), under the invoices list: its number and status, when it
 * was issued and paid, the order, the customer, the payment's reference, the products, and the subtotal,
 * shipping, discount and total; "Print invoice" prints it alone. Focus moves to its heading once loaded.
 *
 * @example
 * <MerchantInvoiceDetail id={41} onClose={() => setOpen(undefined)} />
 */
export function MerchantInvoiceDetail({ id, onClose }: { id: number; onClose(): void }) {
  const query = useGetMerchantInvoice({ path: { id } });
  const invoice = query.data;
  const heading = useRevealOnLoad(invoice !== undefined);
  const close = (
    <button type="button" className="button button--secondary" onClick={onClose}>
      Close invoice
    </button>
  );
  if (!invoice)
    return (
      <DetailLoadState
        query={query}
        loadingLabel="Loading the invoice"
        fallbackMessage="Could not get the invoice. Try again later."
        className="money-detail"
      >
        {close}
      </DetailLoadState>
    );
  const titleId = `merchant-invoice-${id}`;
  return (
    // Printing shows this invoice alone (money.css), so the merchant can hand it over or keep it as a PDF.
    <article className="money-detail money-detail--printable" aria-labelledby={titleId}>
      <header className="money-detail__head">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          Invoice {invoice.invoiceNumber}
        </h2>
        <div className="money-detail__actions">
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            Print invoice
          </button>
          {close}
        </div>
      </header>
      <dl className="money-detail__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge kind="payment" status={invoice.status} />
          </dd>
        </div>
        <div>
          <dt>Issued</dt>
          <dd>
            <DateText value={invoice.issuedAt} format="dateTime" />
          </dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{invoice.paidAt ? <DateText value={invoice.paidAt} format="dateTime" /> : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>{invoice.orderName ?? (invoice.orderTrackerId ? `#${invoice.orderTrackerId}` : '—')}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>
            {invoice.customerName ?? '—'}
            {invoice.customerEmail ? (
              <span className="money-detail__sub">{invoice.customerEmail}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Payment reference</dt>
          <dd>{invoice.reference ?? '—'}</dd>
        </div>
      </dl>
      <h3>Products</h3>
      <PaidItemsTable caption="Products invoiced" items={invoice.orderItems ?? []} />
      <dl className="money-detail__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>
            <Money amount={invoice.subtotal} />
          </dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>
            <Money amount={invoice.shippingFee ?? 0} />
          </dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>
            <Money amount={invoice.discount ?? 0} />
          </dd>
        </div>
        <div className="money-detail__total">
          <dt>Total</dt>
          <dd>
            <Money amount={invoice.total} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
