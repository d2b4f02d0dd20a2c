import { useGetAllOrderReturns } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Fact } from '../../components/Fact';
import { Spinner } from '../../components/Spinner';
import { type ReturnAsk, returnAsk } from '../../workspace/returns/returnAsk';
import { CustomerPage } from './CustomerPage';
import { formatDate, humanize } from './format';
import { ReturnOrderLink } from './ReturnOrderLink';

const FILTERS = {
  all: { label: 'All requests', refund: undefined },
  // The list's `refund` parameter: "a replacement, or a refund" asks for a refund too.
  refund: { label: 'Refund asked for', refund: true },
  replace: { label: 'Replacement only', refund: false },
} as const;
type Filter = keyof typeof FILTERS;
const isFilter = (value: string | null): value is Filter => value !== null && value in FILTERS;

/** What the customer asked for, in their words. */
const ASKED_FOR: Record<ReturnAsk, string> = {
  refund: 'A refund',
  replacement: 'A replacement',
  replacementOrRefund: 'A replacement, or a refund if it cannot be replaced',
};

/** What the status of a return means for the customer. */
const STATUS_HINTS: Record<string, string> = {
  pending: 'Waiting for the store to look at it',
  approved: 'Approved: send the products back',
  declined: 'Declined',
  received: 'The store received the products',
  completed: 'Completed',
};

function Returns() {
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const filter: Filter = isFilter(params.get('type')) ? (params.get('type') as Filter) : 'all';
  const refund = FILTERS[filter].refund;
  const returns = useGetAllOrderReturns(refund === undefined ? {} : { query: { refund } });

  let body: React.ReactNode;
  if (returns.status === 'loading' && !returns.data) body = <Spinner label="Loading your returns" />;
  else if (returns.error && !returns.data)
    body = <ErrorState message={returns.error.message} onRetry={() => void returns.mutate()} />;
  else if ((returns.data ?? []).length === 0)
    body = (
      <EmptyState title="No return requests" action={<Link to="/customer/orders">See my orders</Link>}>
        <p>You can ask to return or replace products of a delivered order from the order's page.</p>
      </EmptyState>
    );
  else
    body = (
      <ul className="return-list">
        {(returns.data ?? []).map((request) => (
          <li key={request.id} className="return-card">
            <h2 className="return-card__title">
              {request.type === 'replace' ? 'Replacement' : 'Return'} request {request.id}
            </h2>
            <dl className="order-card__facts">
              <Fact label="Order">
                <ReturnOrderLink orderId={request.orderId} />
              </Fact>
              <Fact label="Requested">{formatDate(request.createdAt)}</Fact>
              <Fact label="Status">
                <span className="badge">{humanize(request.status)}</span>
                <span className="return-card__hint"> {STATUS_HINTS[request.status] ?? ''}</span>
              </Fact>
              <Fact label="You asked for">{ASKED_FOR[returnAsk(request)]}</Fact>
              {request.refundDecision ? (
                <Fact label="Refund decision">
                  {humanize(request.refundDecision.decision)}
                  {request.refundDecision.amount !== undefined
                    ? `: ${formatMoney(request.refundDecision.amount)}`
                    : ''}
                  {request.refundDecision.reason ? ` (${request.refundDecision.reason})` : ''}
                </Fact>
              ) : null}
            </dl>
            <h3 className="return-card__subtitle">Products</h3>
            <ul className="return-card__products">
              {request.products.map((product, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: returned lines have no id of their own and never move
                <li key={`${product.productId}-${index}`}>
                  {product.productName} × {product.quantity}
                </li>
              ))}
            </ul>
            {request.reason ? <p className="return-card__reason">Your reason: {request.reason}</p> : null}
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <div className="field customer-filter">
        <label htmlFor={filterId}>Show</label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => setParams(event.target.value === 'all' ? {} : { type: event.target.value })}
        >
          {(Object.keys(FILTERS) as Filter[]).map((key) => (
            <option key={key} value={key}>
              {FILTERS[key].label}
            </option>
          ))}
        </select>
      </div>
      {body}
    </>
  );
}

/**
 * The customer's return and replacement requests (`/customer/returns`): each with its order (by its name), status and
 * the refund decision; filtered by refunds or replacements.
 *
 * @example
 * { path: 'customer/returns', lazy: screen(customer, 'ReturnsScreen') }
 */
export function ReturnsScreen() {
  return (
    <CustomerPage title="My returns">
      <Returns />
    </CustomerPage>
  );
}
