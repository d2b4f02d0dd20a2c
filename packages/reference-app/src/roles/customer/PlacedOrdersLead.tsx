import { useGetOrderDetails } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { sumMoney } from './format';

/** What is left to pay on delivery over the orders read so far. */
interface Due {
  amount: number;
  orders: number;
}

function Lead({ due }: { due: Due }) {
  if (due.orders === 0) {
    return (
      <p className="confirmation__lead">
        Your order is placed. Each store prepares its part of your order; follow its progress in your orders.
      </p>
    );
  }
  return (
    <p className="confirmation__lead">
      Your order is placed and nothing has been charged. Pay {formatMoney(due.amount)} on delivery: the rider
      collects it (cash or transfer) when your order arrives
      {due.orders > 1 ? ", each store's part with its own amount below" : ''}. Follow its progress in your
      orders.
    </p>
  );
}

/**
 * Reads the checkout's orders one per level (a component may call a hook a fixed number of times, so the
 * list is walked by recursion; SWR shares each order's answer with the list below the lead) and adds up
 * what is due on delivery.
 */
function DueOnDelivery({ ids, due }: { ids: readonly number[]; due: Due }) {
  const [first, ...rest] = ids;
  const { data } = useGetOrderDetails(first === undefined ? null : { path: { id: first } });
  if (first === undefined) return <Lead due={due} />;
  // Until the server answers, say only what is sure: the order is placed.
  if (!data) return <p className="confirmation__lead">Your order is placed.</p>;
  const owed = data.paymentMethod === 'pay_on_delivery' && data.paymentStatus !== 'paid';
  return (
    <DueOnDelivery
      ids={rest}
      due={owed ? { amount: sumMoney([due.amount, data.total]), orders: due.orders + 1 } : due}
    />
  );
}

/**
 * The confirmation's opening sentence for orders placed without a card payment to check: that they are
 * placed and, for orders paid on delivery, the amount the rider will collect (never that a payment was
 * received), as the server has the orders.
 *
 * @example
 * <PlacedOrdersLead orderIds={[41, 42]} />
 */
export function PlacedOrdersLead({ orderIds }: { orderIds: readonly number[] }) {
  return <DueOnDelivery ids={orderIds} due={{ amount: 0, orders: 0 }} />;
}
