import type { Entity } from '@marketplace/sdk';
import { formatMoney } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import { formatDate } from '../roles/customer/format';
import { PAYMENT_METHOD_NAMES } from './paymentMethodNames';

type Invoice = Entity<'Invoice'>;

/** An address as lines: name, street, state, phone. */
function AddressLines({ address }: { address: Entity<'ShippingAddress'> }) {
  return (
    <address>
      {address.fullName ? <span className="print-document__line">{address.fullName}</span> : null}
      {address.address ? <span className="print-document__line">{address.address}</span> : null}
      {address.stateOrRegion ? <span className="print-document__line">{address.stateOrRegion}</span> : null}
      {address.phoneNumber ? <span className="print-document__line">{address.phoneNumber}</span> : null}
    </address>
  );
}

/** How the order was paid, in one line: method, state, card. */
function paymentLine(invoice: Invoice): string {
  const method = PAYMENT_METHOD_NAMES[invoice.paymentMethod ?? 'card'];
  const state =
    invoice.paymentStatus === 'refunded'
      ? 'paid, then refunded'
      : invoice.paymentStatus === 'paid' || invoice.status === 'paid'
        ? `paid${invoice.paidAt ? ` on ${formatDate(invoice.paidAt, true)}` : ''}`
        : 'not paid yet';
  const card = invoice.cardNumber
    ? ` (${[invoice.cardType, invoice.cardNumber].filter(Boolean).join(' ')})`
    : '';
  return `${method}${card}: ${state}${invoice.reference ? `, reference ${invoice.reference}` : ''}`;
}

/**
 * An order's invoice as a document to read and print: who sold (store and address), who bought and
 * where it goes, the lines, the sums (subtotal + shipping − discount = total), the payment and the
 * codes used. The `print-document` class prints it alone (components.css).
 *
 * @example
 * <InvoiceDocument invoice={invoice} actions={<button onClick={() => window.print()}>Print</button>} />
 */
export function InvoiceDocument({ invoice, actions }: { invoice: Invoice; actions?: ReactNode }) {
  const seller = invoice.seller;
  const codes = invoice.discountCodes ?? [];
  return (
    <article className="print-document" aria-labelledby="invoice-title">
      <header className="print-document__head">
        <h1 id="invoice-title">Invoice {invoice.invoiceNumber}</h1>
        {actions ? <div className="print-document__actions">{actions}</div> : null}
      </header>
      <dl className="print-document__facts">
        <div>
          <dt>Order</dt>
          <dd>{invoice.orderName ?? `#${invoice.orderTrackerId ?? invoice.id}`}</dd>
        </div>
        <div>
          <dt>Issued</dt>
          <dd>{formatDate(invoice.issuedAt, true)}</dd>
        </div>
        <div>
          <dt>Sold by</dt>
          <dd>
            <span className="print-document__line">{seller?.storeName ?? invoice.storeName ?? ''}</span>
            {seller?.address ? <span className="print-document__line">{seller.address}</span> : null}
            {seller?.phoneNumber ? <span className="print-document__line">{seller.phoneNumber}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Billed to</dt>
          <dd>
            <span className="print-document__line">{invoice.customerName ?? ''}</span>
            {invoice.customerEmail ? (
              <span className="print-document__line">{invoice.customerEmail}</span>
            ) : null}
          </dd>
        </div>
        {invoice.deliveryAddress ? (
          <div>
            <dt>Delivered to</dt>
            <dd>
              <AddressLines address={invoice.deliveryAddress} />
            </dd>
          </div>
        ) : null}
      </dl>
      <table className="print-document__lines">
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {(invoice.orderItems ?? []).map((item, index) => {
            const variant = item.productVariants?.[0];
            const options = [variant?.size, variant?.color].filter(Boolean).join(', ');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: invoice lines have no id and never move
              <tr key={`${item.productId}-${index}`}>
                <th scope="row">
                  {item.productName}
                  {options ? ` (${options})` : ''}
                </th>
                <td>{item.quantity}</td>
                <td>{formatMoney(item.productPrice)}</td>
                <td>{formatMoney(item.quantity * item.productPrice)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="print-document__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(invoice.subtotal ?? 0)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{formatMoney(invoice.shippingFee ?? 0)}</dd>
        </div>
        <div>
          <dt>Discount{codes.length > 0 ? ` (${codes.join(', ')})` : ''}</dt>
          <dd>−{formatMoney(invoice.discount ?? 0)}</dd>
        </div>
        <div className="print-document__total">
          <dt>Total</dt>
          <dd>{formatMoney(invoice.total)}</dd>
        </div>
      </dl>
      <p>
        <strong>Payment:</strong> {paymentLine(invoice)}
      </p>
      {codes.length > 0 ? (
        <p>
          <strong>{codes.length === 1 ? 'Code used' : 'Codes used'}:</strong> {codes.join(', ')}
        </p>
      ) : null}
    </article>
  );
}
