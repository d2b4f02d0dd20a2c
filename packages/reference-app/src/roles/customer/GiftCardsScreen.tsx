import { useGetAppliedGiftCards, useGetMyGiftCards } from '@marketplace/react-hooks';
import type { CallInit } from '@marketplace/sdk';
import { formatMoney, sortGiftCards } from '@marketplace/sdk';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { CustomerPage } from './CustomerPage';
import { formatDate, humanize } from './format';
import { GiftCardPaymentReturn } from './GiftCardPaymentReturn';
import { GiftCardPurchaseForm } from './GiftCardPurchaseForm';

type MyCardsQuery = NonNullable<CallInit<'getMyGiftCards'>['query']>;
type SortBy = NonNullable<MyCardsQuery['sortBy']>;
type SortOrder = NonNullable<MyCardsQuery['order']>;
type CardStatus = NonNullable<MyCardsQuery['status']>;

/** Cards per page of the list. */
export const GIFT_CARDS_PAGE_SIZE = 10;

const SORT_FIELDS: Record<SortBy, string> = {
  createdAt: 'Date bought',
  amount: 'Value',
  balance: 'Balance',
  expiresAt: 'Expiry date',
};
const ORDERS: Record<SortOrder, string> = { DESC: 'Newest or highest first', ASC: 'Oldest or lowest first' };
const STATUSES: CardStatus[] = ['pending', 'active', 'redeemed', 'expired', 'disabled'];
/** The status filter's choices: all, or one status by its name. */
const STATUS_CHOICES = Object.fromEntries([
  ['', 'All'],
  ...STATUSES.map((value) => [value, humanize(value)]),
]) as Record<CardStatus | '', string>;

/** One of the list's choices: a labelled select of `options` (value to words), in their order. */
function Choice<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: Record<Value, string>;
  onChange(value: Value): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {(Object.keys(options) as Value[]).map((key) => (
          <option key={key} value={key}>
            {options[key]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The cards applied to the customer's cart and what they cover. */
function AppliedCards() {
  const applied = useGetAppliedGiftCards();
  if (applied.status === 'loading' && !applied.data) return <Spinner label="Loading the applied cards" />;
  if (applied.error && !applied.data)
    return <ErrorState message={applied.error.message} onRetry={() => void applied.mutate()} />;
  const data = applied.data;
  if (!data || data.appliedGiftCards.length === 0) {
    return (
      <p>
        No gift card is applied to your cart. Apply one at <Link to="/customer/checkout">checkout</Link>.
      </p>
    );
  }
  return (
    <>
      <ul className="applied-cards">
        {data.appliedGiftCards.map((card) => (
          <li key={card.code}>
            {card.code}: {formatMoney(card.amountApplied)}
            {card.balance !== undefined
              ? ` (left on the card after this order: ${formatMoney(card.balance)})`
              : ''}
          </li>
        ))}
      </ul>
      <p>
        Covered by gift cards: {formatMoney(data.giftCardDiscount)}. Left to pay:{' '}
        {formatMoney(data.amountDue)}.
      </p>
    </>
  );
}

function MyCards({ version }: { version: number }) {
  const sortId = useId();
  // A new choice shows its first page.
  const choose =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };
  const [sortBy, setSortBy] = useState<SortBy>('createdAt');
  const [order, setOrder] = useState<SortOrder>('DESC');
  const [status, setStatus] = useState<CardStatus | ''>('');
  const [page, setPage] = useState(1);
  const cards = useGetMyGiftCards({
    query: { page, limit: GIFT_CARDS_PAGE_SIZE, sortBy, order, ...(status ? { status } : {}) },
  });
  const { mutate } = cards;
  const seenVersion = useRef(version);
  useEffect(() => {
    if (version === seenVersion.current) return;
    seenVersion.current = version;
    void mutate();
  }, [version, mutate]);
  const rows = cards.data?.rows ?? [];
  // The spec's rule for gift card lists (sorted by createdAt, newest first by default), through the SDK.
  const shown = sortBy === 'createdAt' ? sortGiftCards(rows, order === 'ASC' ? 'asc' : 'desc') : rows;

  let body: React.ReactNode;
  if (cards.status === 'loading' && !cards.data) body = <Spinner label="Loading your gift cards" />;
  else if (cards.error && !cards.data)
    body = <ErrorState message={cards.error.message} onRetry={() => void cards.mutate()} />;
  else if (shown.length === 0)
    body = (
      <EmptyState title={status ? `No ${status} gift cards` : 'You have no gift cards yet'}>
        <p>Gift cards you buy appear here with their balance.</p>
      </EmptyState>
    );
  else
    body = (
      <>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className="table-scroll" aria-labelledby={`${sortId}-caption`} tabIndex={0}>
          <table className="gift-card-table" aria-busy={cards.isValidating || undefined}>
            <caption id={`${sortId}-caption`} className="visually-hidden">
              My gift cards, by {SORT_FIELDS[sortBy].toLowerCase()}, {ORDERS[order].toLowerCase()}
            </caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Value</th>
                <th scope="col">Balance</th>
                <th scope="col">Status</th>
                <th scope="col">Expires</th>
                <th scope="col">Bought</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((card) => (
                <tr key={card.id}>
                  <th scope="row">
                    <code>{card.code}</code>
                  </th>
                  {/* data-label: on a phone each row is a card, each value under its column's name. */}
                  <td data-label="Value">{formatMoney(card.amount)}</td>
                  <td data-label="Balance">{formatMoney(card.balance)}</td>
                  <td data-label="Status">
                    <span className={`badge badge--${card.status}`}>{humanize(card.status)}</span>
                  </td>
                  <td data-label="Expires">{formatDate(card.expiresAt)}</td>
                  <td data-label="Bought">{formatDate(card.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <Pagination
          page={page}
          pageSize={GIFT_CARDS_PAGE_SIZE}
          total={cards.data?.count ?? 0}
          onPageChange={setPage}
        />
      </>
    );

  return (
    <>
      <div className="customer-filters">
        <Choice label="Sort by" value={sortBy} options={SORT_FIELDS} onChange={choose(setSortBy)} />
        <Choice label="Order" value={order} options={ORDERS} onChange={choose(setOrder)} />
        <Choice label="Status" value={status} options={STATUS_CHOICES} onChange={choose(setStatus)} />
      </div>
      {body}
    </>
  );
}

function GiftCards() {
  // Bumped when a card's payment is received: the list then reloads (the payment activates the card).
  const [version, setVersion] = useState(0);
  const onReceived = useCallback(() => setVersion((v) => v + 1), []);
  // Back from the card provider's page with the purchase's payment reference.
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  return (
    <>
      <section className="customer-section" aria-labelledby="gift-buy-title">
        <h2 id="gift-buy-title">Buy a gift card</h2>
        {reference ? <GiftCardPaymentReturn reference={reference} onReceived={onReceived} /> : null}
        <GiftCardPurchaseForm />
      </section>
      <section className="customer-section" aria-labelledby="gift-applied-title">
        <h2 id="gift-applied-title">Applied to your cart</h2>
        <AppliedCards />
      </section>
      <section className="customer-section" aria-labelledby="gift-mine-title">
        <h2 id="gift-mine-title">My gift cards</h2>
        <MyCards version={version} />
      </section>
    </>
  );
}

/**
 * The customer's gift cards (`/customer/gift-cards`): buy one (and pay for it on the card provider's page,
 * which sends the buyer back here with `?reference=`, checked and recorded), the cards applied to the
 * cart with what they cover, and the cards bought, with their status, filtered by status, sorted by date
 * (newest first by default, the SDK's `sortGiftCards`), value, balance or expiry, and paged.
 *
 * @example
 * { path: 'customer/gift-cards', lazy: screen(customer, 'GiftCardsScreen') }
 */
export function GiftCardsScreen() {
  return (
    <CustomerPage title="Gift cards">
      <GiftCards />
    </CustomerPage>
  );
}
