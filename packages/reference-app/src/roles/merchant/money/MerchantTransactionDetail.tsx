import { useGetMerchantTransaction } from '@marketplace/react-hooks';
import { DateText } from '../../../kit/DateText';
import { Money } from '../../../kit/Money';
import { StatusBadge } from '../../../kit/StatusBadge';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';
import { PaidItemsTable } from './PaidItemsTable';
import { paidAt, providerWords } from './transactionColumns';

/**
 * One customer payment for the store's order (`getMerchantTransaction`), under the transactions list:
 * amount, fees and what reaches the store, status and date, the customer, how they paid (channel, card,
 * bank, country, IP address), the order and the products paid for. Focus moves to its heading once loaded.
 *
 * @example
 * <MerchantTransactionDetail id={40} onClose={() => setOpen(undefined)} />
 */
export function MerchantTransactionDetail({ id, onClose }: { id: number; onClose(): void }) {
  const query = useGetMerchantTransaction({ path: { id } });
  const t = query.data;
  const heading = useRevealOnLoad(t !== undefined);
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
        className="money-detail"
      >
        {close}
      </DetailLoadState>
    );
  const titleId = `merchant-transaction-${id}`;
  return (
    <article className="money-detail" aria-labelledby={titleId}>
      <header className="money-detail__head">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          Payment {t.reference}
        </h2>
        {close}
      </header>
      <dl className="money-detail__facts">
        <div>
          <dt>Amount</dt>
          <dd>
            <Money amount={t.amount} />
          </dd>
        </div>
        <div>
          <dt>Provider fees</dt>
          <dd>
            <Money amount={t.fees} />
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge kind="payment" status={t.status} />
          </dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>
            <DateText value={paidAt(t)} format="dateTime" />
          </dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>{t.orderName ?? (t.orderTrackerId ? `#${t.orderTrackerId}` : '—')}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>
            {t.customerName ?? '—'}
            {t.customerEmail ? <span className="money-detail__sub">{t.customerEmail}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Channel</dt>
          <dd>{providerWords(t.paymentChannel)}</dd>
        </div>
        {t.cardType || t.cardNumber ? (
          <div>
            <dt>Card</dt>
            <dd>{[providerWords(t.cardType), t.cardNumber].filter((p) => p && p !== '—').join(' ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>Bank</dt>
          <dd>{t.bank ?? '—'}</dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{t.country ?? '—'}</dd>
        </div>
        <div>
          <dt>IP address</dt>
          <dd>{t.ipAddress ?? '—'}</dd>
        </div>
        <div>
          <dt>Provider's transaction id</dt>
          <dd>{t.transactionId}</dd>
        </div>
      </dl>
      <h3>Products paid for</h3>
      <PaidItemsTable caption="Products paid for" items={t.orderItems ?? []} />
    </article>
  );
}
