import type { Entity } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Fact } from '../../components/Fact';
import { DateText } from '../../kit/DateText';
import { Money } from '../../kit/Money';
import { StatusBadge } from '../../kit/StatusBadge';
import { DetailPanel, type DetailPanelProps } from '../DetailPanel';
import { CustomerPayment } from './CustomerPayment';
import { OrderTimelineSection } from './OrderTimelineSection';
import './orders.css';

type Order = Entity<'Order'>;

/** Props of {@link OrderDetailPanel}. */
export interface OrderDetailPanelProps {
  /** The order's query (`getOrderDetails`, the partner's `getPartnerOrder`). */
  query: DetailPanelProps<Order>['query'];
  /** Names the heading's id (`merchant-order-title`) and the sections' (`merchant-items-title`). */
  idPrefix: string;
  /** The way back to the list, with its page, filters and search, and its name ("the orders"). */
  listHref: string;
  listName: string;
  /** Closes the detail: a Close button beside the heading. */
  onClose?(): void;
  /** The facts this role sees besides status, placing, payment and the customer's note. */
  facts?: {
    store?: boolean;
    total?: boolean;
    riderPhone?: boolean;
    /** The role's status list, to name the status as this role knows it. */
    statuses?: readonly Entity<'OrderStatus'>[];
    /** More facts (`Fact`), after the customer's payment. */
    more?(order: Order): ReactNode;
  };
  /** The sections between the facts and the timeline. */
  children(order: Order, name: string): ReactNode;
}

/**
 * One order under a workspace's orders list: the order's facts (status, when placed, the customer's payment
 * and note, and the store, total and rider's phone for the roles that see them), the role's own sections,
 * then the activities timeline. The merchant's, the admin session's and the shipping partner's order
 * details are this with their own sections.
 *
 * @example
 * <OrderDetailPanel query={useGetOrderDetails({ path: { id } })} idPrefix="merchant" listHref="?page=2"
 *   listName="the orders" onClose={close} facts={{ riderPhone: true }}>
 *   {(order) => <OrderItemsTable order={order} />}
 * </OrderDetailPanel>
 */
export function OrderDetailPanel({
  query,
  idPrefix,
  listHref,
  listName,
  onClose,
  facts = {},
  children,
}: OrderDetailPanelProps) {
  const name = (order: Order) => order.orderName ?? `#${order.id}`;
  const phone = (order: Order) =>
    order.dispatchPhoneNumber ? (
      <a href={`tel:${order.dispatchPhoneNumber}`}>{order.dispatchPhoneNumber}</a>
    ) : (
      'Not set yet'
    );
  return (
    <DetailPanel
      query={query}
      loadingLabel="Loading the order"
      fallbackMessage="Could not information on this order. Try again later."
      titleId={`${idPrefix}-order-title`}
      title={(order) => `Order ${name(order)}`}
      onClose={onClose}
      back={<Link to={listHref}>Back to {listName}</Link>}
    >
      {(order) => (
        <>
          <dl className="merchant-order__facts">
            <Fact label="Status">
              <StatusBadge kind="order" status={order} statuses={facts.statuses} />
            </Fact>
            <Fact label="Placed">
              <DateText value={order.createdAt} />
            </Fact>
            {facts.store ? <Fact label="Store">{order.storeName ?? '—'}</Fact> : null}
            {facts.total ? (
              <Fact label="Order total">
                <Money amount={order.total} />
              </Fact>
            ) : null}
            {/* A store prepares a paid order; an unpaid one may still be paid or cancelled by the customer,
                or paid to the rider when it is paid on delivery. */}
            <Fact label="Customer's payment">
              <CustomerPayment order={order} />
            </Fact>
            {facts.more?.(order)}
            {facts.riderPhone ? <Fact label="Rider's phone">{phone(order)}</Fact> : null}
            {order.orderNote ? <Fact label="Customer's note">{order.orderNote}</Fact> : null}
          </dl>
          {children(order, name(order))}
          <OrderTimelineSection order={order} className="merchant-order__section" />
        </>
      )}
    </DetailPanel>
  );
}
