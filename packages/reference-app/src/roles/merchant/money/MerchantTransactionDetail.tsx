import { useGetMerchantTransaction } from '@marketplace/react-hooks';
import { Fact } from '../../../components/Fact';
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
        <Fact label="Amount">
          <Money amount={t.amount} />
        </Fact>
        <Fact label="Provider fees">
          <Money amount={t.fees} />
        </Fact>
        <Fact label="Status">
          <StatusBadge kind="payment" status={t.status} />
        </Fact>
        <Fact label="Paid">
          <DateText value={paidAt(t)} format="dateTime" />
        </Fact>
        <Fact label="Order">{t.orderName ?? (t.orderTrackerId ? `#${t.orderTrackerId}` : '—')}</Fact>
        <Fact label="Customer">
          {t.customerName ?? '—'}
          {t.customerEmail ? <span className="money-detail__sub">{t.customerEmail}</span> : null}
        </Fact>
        <Fact label="Channel">{providerWords(t.paymentChannel)}</Fact>
        {t.cardType || t.cardNumber ? (
          <Fact label="Card">
            {[providerWords(t.cardType), t.cardNumber].filter((p) => p && p !== '—').join(' ')}
          </Fact>
        ) : null}
        <Fact label="Bank">{t.bank ?? '—'}</Fact>
        <Fact label="Country">{t.country ?? '—'}</Fact>
        <Fact label="IP address">{t.ipAddress ?? '—'}</Fact>
        <Fact label="Provider's transaction id">{t.transactionId}</Fact>
      </dl>
      <h3>Products paid for</h3>
      <PaidItemsTable caption="Products paid for" items={t.orderItems ?? []} />
    </article>
  );
}
