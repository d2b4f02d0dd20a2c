import { useGetAdminTransaction } from '@marketplace/react-hooks';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';
import { transactionCustomer, transactionStatusText } from './transactionColumns';

/** Props of {@link TransactionDetail}. */
export interface TransactionDetailProps {
  id: number;
  onClose(): void;
}

/**
 * One customer payment as the admin checks it (`getAdminTransaction`): reference, the provider's
 * transaction id, amount and fees, the customer, how they paid (channel, card, bank, country, IP), the
 * order and the products it paid for. Loading, errors (with "Try again") and a way back to the list.
 *
 * @example
 * <TransactionDetail id={301} onClose={() => setOpen(undefined)} />
 */
export function TransactionDetail({ id, onClose }: TransactionDetailProps) {
  const query = useGetAdminTransaction({ path: { id } });
  const t = query.data;
  const heading = useRevealOnLoad(t !== undefined, { scroll: false });
  const close = (
    <button type="button" className="button button--secondary" onClick={onClose}>
      Close detail
    </button>
  );
  if (!t)
    return (
      <DetailLoadState
        query={query}
        loadingLabel="Loading the transaction"
        fallbackMessage="Could not get the transaction. Try again later."
        className="approval-detail"
      >
        {close}
      </DetailLoadState>
    );
  const items = t.orderItems ?? [];
  return (
    <section className="approval-detail" aria-labelledby={`transaction-${id}-title`}>
      <header className="approval-detail__header">
        <h2 id={`transaction-${id}-title`} ref={heading} tabIndex={-1}>
          Transaction {t.reference}
        </h2>
        {close}
      </header>
      <dl className="approval-detail__facts">
        <dt>Amount</dt>
        <dd>
          <Money amount={t.amount} />
        </dd>
        <dt>Fees</dt>
        <dd>
          <Money amount={t.fees} />
        </dd>
        <dt>Status</dt>
        <dd>{transactionStatusText(t.status)}</dd>
        <dt>Paid</dt>
        <dd>
          <DateText value={t.date ?? t.createdAt} format="dateTime" />
        </dd>
        <dt>Order</dt>
        <dd>{t.orderName ?? '—'}</dd>
        <dt>Customer</dt>
        <dd>
          {transactionCustomer(t)}
          {t.customerName && t.customerEmail ? ` (${t.customerEmail})` : ''}
        </dd>
        <dt>Channel</dt>
        <dd>{transactionStatusText(t.paymentChannel)}</dd>
        <dt>Card</dt>
        <dd>{[t.cardType?.toUpperCase(), t.cardNumber].filter(Boolean).join(' ') || '—'}</dd>
        <dt>Bank</dt>
        <dd>{t.bank ?? '—'}</dd>
        <dt>Country</dt>
        <dd>{t.country ?? '—'}</dd>
        <dt>IP address</dt>
        <dd>{t.ipAddress ?? '—'}</dd>
        <dt>Provider's transaction id</dt>
        <dd>{t.transactionId}</dd>
      </dl>
      <h3 id={`transaction-${id}-items`}>Products paid for</h3>
      {items.length === 0 ? (
        <p>The payment lists no products.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
        <section className="admin-money-scroll" aria-labelledby={`transaction-${id}-items`} tabIndex={0}>
          <table className="admin-money-items">
            <caption className="visually-hidden">Products paid for</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Store</th>
                <th scope="col" className="admin-money-num">
                  Quantity
                </th>
                <th scope="col" className="admin-money-num">
                  Price
                </th>
                <th scope="col" className="admin-money-num">
                  Shipping
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.productId}-${item.productName}-${item.quantity}`}>
                  <td>{item.productName ?? `Product ${item.productId}`}</td>
                  <td>{item.storeName ?? '—'}</td>
                  <td className="admin-money-num">{item.quantity}</td>
                  <td className="admin-money-num">
                    <Money amount={item.productPrice} />
                  </td>
                  <td className="admin-money-num">
                    <Money amount={item.shippingFee} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
