import {
  asMarketplaceError,
  useCreateCustomerTransaction,
  useCreateOrder,
  useInitializeProductPayment,
} from '@marketplace/react-hooks';
import type { CallInit, OperationData } from '@marketplace/sdk';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sumMoney } from './format';

/** The steps of placing an order: create the order(s), start the payment, record the payment. */
export type CheckoutStep = 'order' | 'payment' | 'record';

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

/** What the confirmation page receives in the router state. */
export interface ConfirmationState {
  orders: PlacedOrder[];
}

type OrderRequest = CallInit<'createOrder'>['body'];
type Checkout = OperationData<'createOrder'>;
type Order = Checkout['orders'][number];
type Payment = OperationData<'initializeProductPayment'>;

const placed = (order: Pick<Order, 'id' | 'orderName' | 'total'>): PlacedOrder => ({
  id: order.id,
  orderName: order.orderName,
  total: order.total,
});

/** Where the card payment provider sends the customer back (omitted where the page has no web origin). */
function callbackUrl(): string | undefined {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return /^https?:\/\//.test(origin) ? new URL('/customer/checkout/done', origin).href : undefined;
}

/**
 * Placing an order and paying for it, as the contract's calls do it: `createOrder` (the server makes one
 * order per merchant from the cart, empties the cart, and answers with every order of the checkout and
 * the amount due), then `initializeProductPayment` for their total
 * and `createCustomerTransaction` with the payment's reference (the sandbox's card provider approves a
 * payment at once; with a real provider the customer would pay at `authorizationUrl` first). Every step
 * reports its failure with the hook's message and can be tried again from where it stopped: a failed
 * order leaves the cart as it was; a failed payment leaves the order placed and unpaid. On success it goes
 * to `/customer/checkout/done?orders=<ids>` with the orders in the router state.
 *
 * @example
 * const checkout = usePlaceOrder();
 * <button onClick={() => checkout.place(request, email)}>Place order</button>
 * {checkout.state.failed ? <p role="alert">{checkout.state.failed.message}</p> : null}
 */
export function usePlaceOrder() {
  const createOrder = useCreateOrder();
  // One toast for the whole checkout (the orders' "created"): the payment steps speak on the page (their
  // failure beside the retry button, their success on the confirmation), not in two more toasts.
  const initializePayment = useInitializeProductPayment({ notify: false });
  const recordPayment = useCreateCustomerTransaction({ notify: false });
  const navigate = useNavigate();
  const [state, setState] = useState<PlaceOrderState>({ running: null });
  const last = useRef<{ request: OrderRequest; email: string; payment?: Payment }>(undefined);

  const pay = useCallback(
    async (orders: PlacedOrder[], from: 'payment' | 'record') => {
      const context = last.current;
      const first = orders[0];
      if (!context || !first) return;
      let payment = context.payment;
      if (from === 'payment' || !payment) {
        setState({ running: 'payment', orders });
        try {
          const url = callbackUrl();
          payment = (
            await initializePayment.trigger({
              body: {
                amount: sumMoney(orders.map((o) => o.total)),
                email: context.email,
                orderTrackerId: first.id,
                ...(url ? { callbackUrl: url } : {}),
              },
            })
          ).data;
          context.payment = payment;
        } catch (error) {
          setState({
            running: null,
            orders,
            failed: {
              step: 'payment',
              message: asMarketplaceError(error, 'initializeProductPayment').message,
            },
          });
          return;
        }
      }
      setState({ running: 'record', orders });
      try {
        await recordPayment.trigger({
          body: {
            reference: payment.reference,
            orderTrackerId: first.id,
            amount: payment.amount,
            paymentChannel: 'card',
            status: 'success',
          },
        });
      } catch (error) {
        setState({
          running: null,
          orders,
          failed: { step: 'record', message: asMarketplaceError(error, 'createCustomerTransaction').message },
        });
        return;
      }
      const confirmation: ConfirmationState = { orders };
      navigate(`/customer/checkout/done?orders=${orders.map((o) => o.id).join(',')}`, {
        replace: true,
        state: confirmation,
      });
    },
    [initializePayment, recordPayment, navigate],
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
      await pay(checkout.orders.map(placed), 'payment');
    },
    [createOrder, pay],
  );

  /** Tries the failed step again. */
  const retry = useCallback(async () => {
    const { failed, orders } = state;
    const context = last.current;
    if (!failed || !context) return;
    if (failed.step === 'order' || !orders) await place(context.request, context.email);
    else await pay(orders, failed.step);
  }, [state, place, pay]);

  return { state, place, retry };
}
