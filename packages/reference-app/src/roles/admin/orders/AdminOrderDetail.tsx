import {
  useAllowed,
  useGetAllDispatchers,
  useGetOrderDetails,
  useGetOrderStatuses,
} from '@marketplace/react-hooks';
import { type Entity, isOrderClosed } from '@marketplace/sdk';
import { Fact } from '../../../components/Fact';
import { ProofOfDelivery } from '../../../components/ProofOfDelivery';
import { LazyPartnerDispatchPhoneForm as PartnerDispatchPhoneForm } from '../../../workspace/orders/LazyPartnerDispatchPhoneForm';
import { LazyPartnerStatusForm as PartnerStatusForm } from '../../../workspace/orders/LazyPartnerStatusForm';
import { MerchantShippingDetails } from '../../../workspace/orders/MerchantShippingDetails';
import { nextPartnerStatus } from '../../../workspace/orders/nextPartnerStatus';
import { OrderDetailPanel } from '../../../workspace/orders/OrderDetailPanel';
import { OrderItemsSection } from '../../../workspace/orders/OrderItemsSection';
import { OrderStatusMoves } from '../../../workspace/orders/OrderStatusMoves';
import { adminMoveQuestion } from './adminMoveQuestion';
import { adminStatusMoves } from './adminStatusMoves';
import { CustomerAddressOnFile } from './CustomerAddressOnFile';
import { LazyOrderAssignment as OrderAssignment } from './LazyOrderAssignment';
import type { OrderDesk } from './useOrderDesk';

type Order = Entity<'Order'>;

/** Props of {@link AdminOrderDetail}. */
export interface AdminOrderDetailProps {
  orderId: number;
  /** The account's desk: which moves, assignment call and address call it uses. */
  desk: OrderDesk;
  /** The way back to the list, with its page, filters and search. */
  listHref: string;
  /** Closes the detail. */
  onClose(): void;
}

const ADMIN_STATUSES = { query: { orderType: 'admin' as const } };
const DISPATCHER_STATUSES = { query: { orderType: 'dispatcher' as const } };

/** Who carries the order now, in words. */
function CarrierText({ order }: { order: Order }) {
  const dispatchers = useGetAllDispatchers(order.assignedToDispatcher ? {} : null);
  if (order.assignedToShippingPartner && order.partnerProfile)
    return <>Shipping partner {order.partnerProfile.name}</>;
  if (order.assignedToDispatcher) {
    const d = dispatchers.data?.find((x) => x.id === order.dispatcherId);
    return <>Dispatcher {d ? `${d.firstName} ${d.lastName}` : `#${order.dispatcherId ?? ''}`}</>;
  }
  if (order.assignedToPlatform) return <>The platform hub</>;
  return <>Nobody yet</>;
}

/** The status move a dispatcher makes: the rider's path (shipped, out for delivery, delivered with the token). */
function DispatcherMove({ order }: { order: Order }) {
  const statuses = useGetOrderStatuses(DISPATCHER_STATUSES);
  const next = nextPartnerStatus(order.status, statuses.data ?? []);
  if (statuses.status === 'loading') return <p>Loading the statuses…</p>;
  if (statuses.status === 'failed')
    return <p role="alert">{statuses.error?.message ?? 'Could not get the order statuses.'}</p>;
  if (!next) return <p>Nothing to do yet: the store has not made the order ready for pickup.</p>;
  return <PartnerStatusForm key={next.id} orderId={order.id} next={next} />;
}

/** The admin's status moves, from the admin's status list. */
function AdminMoves({ order }: { order: Order }) {
  const statuses = useGetOrderStatuses(ADMIN_STATUSES);
  const moves = adminStatusMoves(order.status, statuses.data ?? []);
  if (statuses.status === 'loading') return <p>Loading the statuses…</p>;
  if (statuses.status === 'failed')
    return <p role="alert">{statuses.error?.message ?? 'Could not get the order statuses.'}</p>;
  if (!moves.length) return <p>Nothing to do: the order is closed.</p>;
  return <OrderStatusMoves order={order} moves={moves} question={adminMoveQuestion} />;
}

/**
 * One order for the admin session, under the orders list: its status, store, carrier and rider's phone;
 * who it is assigned to and the assignment to the platform hub, a dispatcher or a shipping partner; the
 * status moves the account may make (a full admin any step of the path, each confirmed; a dispatcher the
 * rider's steps of an order assigned to them; a scheduler none, since a scheduler only assigns); the rider's
 * phone; the items and totals; the customer and the delivery address on file; where the store ships from;
 * the timeline. Changing anything needs `update` on `orders`.
 *
 * @example
 * <AdminOrderDetail orderId={12} desk="admin" listHref="?page=2" onClose={close} />
 */
export function AdminOrderDetail({ orderId, desk, listHref, onClose }: AdminOrderDetailProps) {
  const query = useGetOrderDetails({ path: { id: orderId } });
  const canUpdate = useAllowed('orders', 'update', 'admin');
  return (
    <OrderDetailPanel
      query={query}
      idPrefix="admin"
      listHref={listHref}
      listName="the orders"
      onClose={onClose}
      facts={{
        store: true,
        riderPhone: true,
        more: (order) => (
          <>
            <Fact label="Assigned to">
              <CarrierText order={order} />
            </Fact>
            {order.orderDeliveryToken ? <Fact label="Delivery token">{order.orderDeliveryToken}</Fact> : null}
          </>
        ),
      }}
    >
      {(order, name) => {
        const open = !isOrderClosed(order.status);
        // A dispatcher acts only on orders assigned to them (the list holds no others).
        const carrying = desk !== 'dispatcher' || !!order.assignedToDispatcher;
        return (
          <>
            {canUpdate && open && carrying ? (
              <section className="merchant-order__section" aria-labelledby="admin-assign-title">
                <h3 id="admin-assign-title">Assignment</h3>
                <OrderAssignment order={order} desk={desk} />
              </section>
            ) : null}

            {canUpdate && desk !== 'scheduler' && carrying ? (
              <section className="merchant-order__section" aria-labelledby="admin-move-title">
                <h3 id="admin-move-title">Next step</h3>
                {desk === 'admin' ? (
                  <AdminMoves order={order} />
                ) : open ? (
                  <DispatcherMove order={order} />
                ) : (
                  <p>Nothing to do: the order is closed.</p>
                )}
              </section>
            ) : null}

            {canUpdate && open && carrying ? (
              <section className="merchant-order__section" aria-labelledby="admin-phone-title">
                <h3 id="admin-phone-title">Rider contact</h3>
                <PartnerDispatchPhoneForm orderId={order.id} current={order.dispatchPhoneNumber} />
              </section>
            ) : null}

            <OrderItemsSection order={order} idPrefix="admin" />

            <section className="merchant-order__section" aria-labelledby="admin-customer-title">
              <h3 id="admin-customer-title">Customer and delivery</h3>
              <CustomerAddressOnFile order={order} desk={desk} />
            </section>

            {order.merchantId !== undefined && order.merchantId !== null ? (
              <section className="merchant-order__section" aria-labelledby="admin-pickup-title">
                <h3 id="admin-pickup-title">Store's shipping details</h3>
                <MerchantShippingDetails
                  merchantId={order.merchantId}
                  loadingLabel="Loading the store's shipping details"
                  className="merchant-order__address"
                />
              </section>
            ) : null}

            <ProofOfDelivery
              url={order.shippingEvidence}
              orderName={name}
              className="merchant-order__section"
            />
          </>
        );
      }}
    </OrderDetailPanel>
  );
}
