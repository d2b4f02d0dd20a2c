import type { useGetAdminTransaction, useGetMerchantTransaction } from '@marketplace/react-hooks';
import { Fact } from '../../components/Fact';
import { DateText } from '../../kit/DateText';
import { Money } from '../../kit/Money';
import { StatusBadge } from '../../kit/StatusBadge';
import { DetailLoadState } from '../DetailLoadState';
import { useRevealOnLoad } from '../useRevealOnLoad';
import { PaidItemsTable } from './PaidItemsTable';
import { paidAt, providerWords } from './transactionColumns';
import './money.css';

/** Props of {@link TransactionDetail}. */
export interface TransactionDetailProps {
  id: number;
  /** The role's query of one transaction (`useGetAdminTransaction`, `useGetMerchantTransaction`). */
  useTransaction: typeof useGetAdminTransaction | typeof useGetMerchantTransaction;
  /** The heading's word: "Transaction" for the admin's list of them, "Payment" for the merchant's. */
  noun: string;
  /** Names each product's store (the admin's payments span stores). */
  withStore?: boolean;
  onClose(): void;
}

/**
 * One customer payment, under a list of transactions (the admin's every payment, the merchant's for its
 * orders): amount and provider fees, status and date, the order, the customer, how they paid (channel,
 * card, bank, country, IP address), the provider's id and the products paid for. Loading and errors (with
 * "Try again"); focus moves to its heading once loaded.
 *
 * @example
 * <TransactionDetail id={40} useTransaction={useGetMerchantTransaction} noun="Payment" onClose={close} />
 */
export function TransactionDetail({ id, useTransaction, noun, withStore, onClose }: TransactionDetailProps) {
  const query = useTransaction({ path: { id } });
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
  const titleId = `transaction-${id}-title`;
  return (
    <article className="money-detail" aria-labelledby={titleId}>
      <header className="money-detail__head spread">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {noun} {t.reference}
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
      <PaidItemsTable caption="Products paid for" items={t.orderItems ?? []} withStore={withStore} />
    </article>
  );
}
