import {
  useAllowed,
  useDeclinePartnerOrder,
  useGetOrderStatuses,
  useGetPartnerOrder,
} from '@marketplace/react-hooks';
import { CLOSED_ORDER_STATUSES, isOrderClosed } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { Fact } from '../../components/Fact';
import { ProofOfDelivery } from '../../components/ProofOfDelivery';
import { Spinner } from '../../components/Spinner';
import { Money } from '../../kit/Money';
import { useConfirm } from '../../kit/useConfirm';
import { MerchantShippingDetails } from '../../workspace/orders/MerchantShippingDetails';
import { nextPartnerStatus } from '../../workspace/orders/nextPartnerStatus';
import { OrderDetailPanel } from '../../workspace/orders/OrderDetailPanel';
import { PartnerDispatchPhoneForm } from '../../workspace/orders/PartnerDispatchPhoneForm';
import { PartnerStatusForm } from '../../workspace/orders/PartnerStatusForm';
import './partner.css';

/** Props of {@link PartnerOrderDetail}. */
export interface PartnerOrderDetailProps {
  orderId: number;
  /** The way back to the list, with its page, filters and search. */
  listHref: string;
  /** Called once the partner has declined the order (it has left their list). */
  onDeclined(): void;
}

/** Statuses after which a partner may no longer decline (sandbox rules: shipped, out for delivery or closed). */
const NO_DECLINE = new Set<string>(['shipped', 'out_for_delivery', ...CLOSED_ORDER_STATUSES]);
const PARTNER_STATUSES = { query: { orderType: 'partner' as const } };

/** Why the partner declines, then a confirmation, then `declinePartnerOrder` (which toasts). */
function DeclineOrder({
  orderId,
  orderName,
  onDeclined,
}: {
  orderId: number;
  orderName: string;
  onDeclined(): void;
}) {
  const decline = useDeclinePartnerOrder();
  const confirm = useConfirm();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const onDecline = async () => {
    const ok = await confirm({
      title: `Decline ${orderName}?`,
      message:
        'The order leaves your list and goes back to the scheduler to be given to another carrier. You cannot take it back yourself.',
      confirmLabel: 'Decline the order',
      destructive: true,
    });
    if (!ok) return;
    try {
      const trimmed = reason.trim();
      await decline.trigger({ path: { id: orderId }, body: trimmed ? { reason: trimmed } : {} });
      onDeclined();
    } catch {
      // The hook has shown the failure in a toast; the reason stays typed for another try.
    }
  };
  return (
    <div className="partner-decline">
      <label htmlFor={reasonId}>Reason (optional, shown to the scheduler)</label>
      <textarea
        id={reasonId}
        value={reason}
        maxLength={5000}
        rows={2}
        onChange={(e) => setReason(e.target.value)}
      />
      {decline.error ? (
        <p className="form-error" role="alert">
          {decline.error.message}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--danger"
        disabled={decline.status === 'loading'}
        onClick={() => void onDecline()}
      >
        {decline.status === 'loading' ? 'Declining…' : 'Decline this order'}
      </button>
    </div>
  );
}

/**
 * One order assigned to the shipping partner: status, items, pickup (the merchant's shipping details and
 * hub phone), delivery address (the customer's details are withheld once the order is closed), the rider's phone, the timeline, the next status move (delivered asks for
 * the customer's token and a photo) and declining, both only with `update` on `orders`.
 *
 * @example
 * <PartnerOrderDetail orderId={1039} listHref="/shipping-partner/orders" onDeclined={backToList} />
 */
export function PartnerOrderDetail({ orderId, listHref, onDeclined }: PartnerOrderDetailProps) {
  const query = useGetPartnerOrder({ path: { id: orderId } });
  const statuses = useGetOrderStatuses(PARTNER_STATUSES);
  const canUpdate = useAllowed('orders', 'update', 'shipping-partner');
  return (
    <OrderDetailPanel
      query={query}
      idPrefix="partner"
      listHref={listHref}
      listName="the assigned orders"
      facts={{
        store: true,
        total: true,
        statuses: statuses.data,
        // The rider takes the payment of an order paid on delivery: say how much, before they leave.
        more: (order) =>
          order.paymentMethod === 'pay_on_delivery' && order.paymentStatus !== 'paid' ? (
            <Fact label="To collect on delivery">
              <Money amount={order.total} /> (cash or transfer)
            </Fact>
          ) : null,
      }}
    >
      {(order, name) => {
        const next = nextPartnerStatus(order.status, statuses.data ?? []);
        const address = order.deliveryAddress;
        // The rider's phone can change until the order is closed (sandbox rules).
        const open = !isOrderClosed(order.status);
        return (
          <>
            <section className="merchant-order__section" aria-labelledby="partner-items-title">
              <h3 id="partner-items-title">Items</h3>
              <ul className="partner-items">
                {(order.orderItems ?? []).map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id of their own and never move
                  <li key={`${item.productId}-${index}`}>
                    <span>{item.productName}</span>
                    <span>× {item.quantity}</span>
                  </li>
                ))}
              </ul>
            </section>

            <div className="partner-columns">
              <section className="merchant-order__section" aria-labelledby="partner-pickup-title">
                <h3 id="partner-pickup-title">Pickup</h3>
                {order.merchantId ? (
                  <MerchantShippingDetails
                    merchantId={order.merchantId}
                    loadingLabel="Loading the pickup address"
                    className="partner-address"
                  />
                ) : (
                  <p>No pickup details on this order.</p>
                )}
              </section>
              <section className="merchant-order__section" aria-labelledby="partner-delivery-title">
                <h3 id="partner-delivery-title">Delivery address</h3>
                {address ? (
                  <p className="partner-address">
                    <span>{address.fullName}</span>
                    <span>{address.address}</span>
                    <span>{address.stateOrRegion}</span>
                    {address.phoneNumber ? (
                      <span>
                        Phone: <a href={`tel:${address.phoneNumber}`}>{address.phoneNumber}</a>
                      </span>
                    ) : null}
                  </p>
                ) : (
                  // The sandbox withholds the customer's name, address and phone from a closed order.
                  <p>
                    {open
                      ? 'No delivery address on this order.'
                      : 'Customer details are hidden once the order is closed.'}
                  </p>
                )}
              </section>
            </div>

            <section className="merchant-order__section" aria-labelledby="partner-rider-title">
              <h3 id="partner-rider-title">Rider</h3>
              {canUpdate && open ? (
                <PartnerDispatchPhoneForm
                  key={order.dispatchPhoneNumber ?? ''}
                  orderId={order.id}
                  current={order.dispatchPhoneNumber}
                />
              ) : (
                <p>
                  {order.dispatchPhoneNumber
                    ? `Rider's phone: ${order.dispatchPhoneNumber}`
                    : 'No rider phone number.'}
                </p>
              )}
            </section>

            {canUpdate ? (
              <section className="merchant-order__section" aria-labelledby="partner-move-title">
                <h3 id="partner-move-title">Next step</h3>
                {statuses.status === 'loading' && !statuses.data ? (
                  <Spinner label="Loading the statuses" />
                ) : statuses.status === 'failed' && !statuses.data ? (
                  <ErrorState
                    message={statuses.error?.message ?? 'Could not get orders. Try again later.'}
                    onRetry={() => void statuses.mutate()}
                  />
                ) : next ? (
                  <PartnerStatusForm key={next.id} orderId={order.id} next={next} />
                ) : (
                  <p>
                    {order.status === 'delivered'
                      ? 'This order is delivered: nothing more to do.'
                      : 'There is no status you can move this order to now.'}
                  </p>
                )}
              </section>
            ) : null}

            <ProofOfDelivery
              url={order.shippingEvidence}
              orderName={name}
              className="merchant-order__section"
            />

            {canUpdate && !NO_DECLINE.has(order.status ?? '') ? (
              <section className="merchant-order__section" aria-labelledby="partner-decline-title">
                <h3 id="partner-decline-title">Decline</h3>
                <DeclineOrder orderId={order.id} orderName={name} onDeclined={onDeclined} />
              </section>
            ) : null}
          </>
        );
      }}
    </OrderDetailPanel>
  );
}
