import { useGetMerchantInvoice } from '@marketplace/react-hooks';
import { Fact } from '../../../components/Fact';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { PaidItemsTable } from '../../../workspace/money/PaidItemsTable';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';

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
      <header className="money-detail__head spread">
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
        <Fact label="Status">
          <StatusBadge kind="payment" status={invoice.status} />
        </Fact>
        <Fact label="Issued">
          <DateText value={invoice.issuedAt} format="dateTime" />
        </Fact>
        <Fact label="Paid">
          {invoice.paidAt ? <DateText value={invoice.paidAt} format="dateTime" /> : 'Not yet'}
        </Fact>
        <Fact label="Order">
          {invoice.orderName ?? (invoice.orderTrackerId ? `#${invoice.orderTrackerId}` : '—')}
        </Fact>
        <Fact label="Customer">
          {invoice.customerName ?? '—'}
          {invoice.customerEmail ? <span className="money-detail__sub">{invoice.customerEmail}</span> : null}
        </Fact>
        <Fact label="Payment reference">{invoice.reference ?? '—'}</Fact>
      </dl>
      <h3>Products</h3>
      <PaidItemsTable caption="Products invoiced" items={invoice.orderItems ?? []} />
      <dl className="money-detail__totals">
        <Fact label="Subtotal">
          <Money amount={invoice.subtotal} />
        </Fact>
        <Fact label="Shipping">
          <Money amount={invoice.shippingFee ?? 0} />
        </Fact>
        <Fact label="Discount">
          <Money amount={invoice.discount ?? 0} />
        </Fact>
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
