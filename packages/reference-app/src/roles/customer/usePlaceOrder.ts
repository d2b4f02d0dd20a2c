import { asMarketplaceError, useCreateOrder, useInitializeProductPayment } from '@marketplace/react-hooks';
import type { CallInit, OperationData } from '@marketplace/sdk';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { callbackUrl, providerRedirect } from '../../components/providerRedirect';
import { sumMoney } from './format';

/** The steps of placing an order: create the order(s), then start the payment (and leave for the provider). */
export type CheckoutStep = 'order' | 'payment';

/** An order of this checkout (one per merchant). */
export interface PlacedOrder {
  id: number;
  orderName: string;
  total: number;
}

/** What {@link usePlaceOrder} reports. */
export interface PlaceOrderState {
  /** The step under way, or null. */
  running: CheckoutStep | null;
  /** The step that failed and why (the hook's user-facing message). */
  failed?: { step: CheckoutStep; message: string };
  /** The orders once created (the cart is then empty on the server). */
  orders?: PlacedOrder[];
}

/** The body of createOrder: a request may carry `paymentMethod` and other fields of the contract. */
export type OrderRequest = CallInit<'createOrder'>['body'];
type Checkout = OperationData<'createOrder'>;
type Order = Checkout['orders'][number];

const placed = (order: Pick<Order, 'id' | 'orderName' | 'total'>): PlacedOrder => ({
  id: order.id,
  orderName: order.orderName,
  total: order.total,
});

/** The confirmation page of a checkout's orders (the provider adds `reference` and `trxref` to it). */
export const confirmationPath = (orders: readonly Pick<PlacedOrder, 'id'>[]): string =>
  `/customer/checkout/done?orders=${orders.map((o) => o.id).join(',')}`;

/**
 * Placing an order and paying for it by card, as the contract's calls do it: `createOrder` (the server
 * makes one order per merchant from the cart, empties the cart, and answers with every order of the
 * checkout), then `initializeProductPayment` for their total with the confirmation page as `callbackUrl`,
 * then a full navigation to the provider's `authorizationUrl`. The provider sends the shopper back to
 * `/customer/checkout/done?orders=<ids>&reference=…`, where the confirmation checks the payment and
 * records it (see `usePaymentReturn`). Each step reports its failure with the hook's message and can be
 * tried again from where it stopped: a failed order leaves the cart as it was; a failed payment start
 * leaves the orders placed and unpaid. No toast: the page says what happened, beside the retry button.
 * An order paid on delivery (`paymentMethod: 'pay_on_delivery'`) has no card payment: once created, the
 * shopper goes straight to the confirmation (`?orders=<ids>`, no reference).
 *
 * @example
 * const checkout = usePlaceOrder();
 * <button onClick={() => checkout.place(request, email)}>Place order</button>
 * {checkout.state.failed ? <p role="alert">{checkout.state.failed.message}</p> : null}
 */
export function usePlaceOrder() {
  const createOrder = useCreateOrder({ notify: false });
  const initializePayment = useInitializeProductPayment({ notify: false });
  const navigate = useNavigate();
  const [state, setState] = useState<PlaceOrderState>({ running: null });
  const last = useRef<{ request: OrderRequest; email: string }>(undefined);

  /** Starts the card payment of the checkout's orders and leaves for the provider's page. */
  const pay = useCallback(
    async (orders: PlacedOrder[]) => {
      const context = last.current;
      const first = orders[0];
      if (!context || !first) return;
      setState({ running: 'payment', orders });
      try {
        const url = callbackUrl(confirmationPath(orders));
        const payment = (
          await initializePayment.trigger({
            body: {
              amount: sumMoney(orders.map((o) => o.total)),
              email: context.email,
              orderTrackerId: first.id,
              ...(url ? { callbackUrl: url } : {}),
            },
          })
        ).data;
        if (!payment.authorizationUrl) throw new Error('The card provider gave no payment page');
        // Still "running" while the browser leaves: the button stays disabled.
        providerRedirect.go(payment.authorizationUrl);
      } catch (error) {
        setState({
          running: null,
          orders,
          failed: { step: 'payment', message: asMarketplaceError(error, 'initializeProductPayment').message },
        });
      }
    },
    [initializePayment],
  );

  /** Creates the order(s) from the cart, then pays. */
  const place = useCallback(
    async (request: OrderRequest, email: string) => {
      last.current = { request, email };
      setState({ running: 'order' });
      let checkout: Checkout;
      try {
        checkout = (await createOrder.trigger({ body: request })).data;
      } catch (error) {
        setState({
          running: null,
          failed: { step: 'order', message: asMarketplaceError(error, 'createOrder').message },
        });
        return;
      }
      const orders = checkout.orders.map(placed);
      // Paid to the rider: no card payment to start, the orders are placed.
      if (request.paymentMethod === 'pay_on_delivery') {
        navigate(confirmationPath(orders), { replace: true });
        return;
      }
      await pay(orders);
    },
    [createOrder, pay, navigate],
  );

  /** Tries the failed step again. */
  const retry = useCallback(async () => {
    const { failed, orders } = state;
    const context = last.current;
    if (!failed || !context) return;
    if (failed.step === 'order' || !orders) await place(context.request, context.email);
    else await pay(orders);
  }, [state, place, pay]);

  return { state, place, retry };
}
