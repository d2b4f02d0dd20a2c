import {
  amountDue,
  toCheckoutLines,
  useCalculateShippingFee,
  useCart,
  useGetCustomerAddresses,
  useRecalculateGiftCardDiscountWithShippingFee,
  useSession,
} from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { AddressBook, type CustomerAddress } from './AddressBook';
import { CartMergeNotice } from './CartMergeNotice';
import { CartSummary } from './CartSummary';
import { CheckoutCodes } from './CheckoutCodes';
import { CheckoutDelivery } from './CheckoutDelivery';
import { CheckoutItems } from './CheckoutItems';
import { CheckoutPayment } from './CheckoutPayment';
import { CheckoutProgress } from './CheckoutProgress';
import { CheckoutReview } from './CheckoutReview';
import { CustomerPage } from './CustomerPage';
import { linesSignature, orderLines } from './cartLines';
import { CHECKOUT_STEP_LABELS, type CheckoutStepName, useCheckoutStep } from './checkoutStep';
import { sumMoney } from './format';
import { paymentChoices, switchedPayment, usableChoice } from './paymentChoices';
import type { ShippingFeeList } from './ShippingFees';
import { UnpaidCheckoutNotice } from './UnpaidCheckoutNotice';
import { useChosenPayment } from './useChosenPayment';
import { type OrderRequest, useOrderPricing } from './useOrderPricing';
import { type PlaceOrderState, usePlaceOrder } from './usePlaceOrder';

const STEP_LABELS = {
  order: 'Placing your order…',
  payment: 'Starting the payment…',
  record: 'Confirming the payment…',
} as const;

/** After the order is created: the payment's progress, or why it failed and a way to try again. */
function PaymentProgress({ state, onRetry }: { state: PlaceOrderState; onRetry(): void }) {
  const orders = state.orders ?? [];
  const names = orders.map((order) => order.orderName).join(', ');
  return (
    <section className="checkout-payment" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">Payment</h2>
      <p>
        {orders.length === 1 ? 'Your order' : 'Your orders'} {names} {orders.length === 1 ? 'is' : 'are'}{' '}
        placed. Total to pay: {formatMoney(sumMoney(orders.map((order) => order.total)))}.
      </p>
      {state.running ? <Spinner label={STEP_LABELS[state.running]} /> : null}
      {state.failed ? (
        <div className="checkout-alert" role="alert">
          <p>
            The payment did not go through: {state.failed.message}. Your order is kept; you can pay again now.
          </p>
          <button type="button" className="button" onClick={onRetry}>
            Try the payment again
          </button>{' '}
          <Link to="/customer/orders">See my orders</Link>
        </div>
      ) : null}
    </section>
  );
}

const NEXT_STEP: Record<Exclude<CheckoutStepName, 'review'>, CheckoutStepName> = {
  address: 'delivery',
  delivery: 'payment',
  payment: 'review',
};

function Checkout() {
  const cart = useCart();
  const session = useSession('customer');
  const addresses = useGetCustomerAddresses();
  const calculation = useCalculateShippingFee({ notify: false });
  const recalculateGiftCards = useRecalculateGiftCardDiscountWithShippingFee({ notify: false });
  const checkout = usePlaceOrder();
  const [requestedStep, goTo] = useCheckoutStep();
  // What the shopper chooses and types lives here, above the steps, so going back and forth keeps it.
  const [chosenId, setChosenId] = useState<number>();
  const [calculated, setCalculated] = useState<{ signature: string; fees: ShippingFeeList }>();
  const [note, setNote] = useState('');
  // The way to pay is in the URL, as the step is: a reload of the payment step keeps pay on delivery.
  const [method, setMethod] = useChosenPayment();
  const attempted = useRef<string>(undefined);

  const list = addresses.data ?? [];
  const selected =
    list.find((a) => a.id === chosenId) ??
    list.find((a) => a.id === cart.selectedShippingAddress?.id) ??
    list.find((a) => a.default) ??
    list[0];
  const lines = linesSignature(cart.items);
  const signature = (addressId: number | undefined) => `${addressId ?? ''}@${lines}`;

  // The fees fit the chosen address and the lines as they are: the answer just calculated, else the
  // server cart's own (priced to the address it keeps).
  let fees: ShippingFeeList | undefined;
  if (selected && calculated?.signature === signature(selected.id)) fees = calculated.fees;
  else if (selected && cart.serverCart && cart.selectedShippingAddress?.id === selected.id)
    fees = { shippingFees: cart.shippingFees, shippingFeeTotal: cart.shippingFeeTotal };

  const email = session.user?.email ?? selected?.emailAddress;
  // The later steps need a delivery address with somewhere to send the receipt; a URL asking for one
  // (a reload, a link) without it shows the address step.
  const step: CheckoutStepName =
    requestedStep !== 'address' && !(selected && email) ? 'address' : requestedStep;
  // The review prices the order on the server (what placing it charges) once the cart is settled. The
  // note and the payment method do not change the price, so typing a note does not ask again.
  const pricedRequest: OrderRequest | null =
    selected && step === 'review' && cart.pending === 0 && cart.items.length > 0 && !checkout.state.running
      ? {
          orderItems: orderLines(cart.items),
          deliveryAddressId: selected.id,
          appliedDiscountCodes: [...cart.appliedDiscountCodes],
          appliedGiftCards: cart.appliedGiftCards.map((card) => card.code),
        }
      : null;
  const pricing = useOrderPricing(pricedRequest);

  const calculate = async (address: CustomerAddress) => {
    const forSignature = signature(address.id);
    attempted.current = forSignature;
    try {
      const { data } = await calculation.trigger({
        body: { deliveryAddressId: address.id, cartItems: toCheckoutLines(cart.items) },
      });
      setCalculated({ signature: forSignature, fees: data });
      // Gift cards cover the shipping too: spread them again over the new amount due.
      if (cart.appliedGiftCards.length > 0) {
        await recalculateGiftCards
          .trigger({
            body: {
              cartTotal: cart.cartTotal,
              discount: cart.discount,
              shippingFeeTotal: data.shippingFeeTotal,
            },
          })
          .catch(() => undefined);
      }
    } catch {
      // Shown beside the fees (calculation.error).
    }
  };

  // Past the address, the fees to it are calculated once per address and cart (a failure is shown
  // with a button to try again, not retried in a loop). The delivery step always asks afresh: the
  // server cart's fees carry no delivery estimate.
  const needsFees =
    step !== 'address' &&
    selected !== undefined &&
    (step === 'delivery' ? calculated?.signature !== signature(selected.id) : !fees) &&
    cart.pending === 0 &&
    cart.items.length > 0 &&
    !calculation.isMutating &&
    attempted.current !== signature(selected.id);
  useEffect(() => {
    if (needsFees && selected) void calculate(selected);
  });

  const choose = (address: CustomerAddress) => {
    setChosenId(address.id);
    void calculate(address);
  };

  if (checkout.state.orders) {
    return <PaymentProgress state={checkout.state} onRetry={() => void checkout.retry()} />;
  }

  // The order is created and the cart emptied, the checkout's orders are being read.
  if (checkout.state.running && cart.items.length === 0)
    return <Spinner label={STEP_LABELS[checkout.state.running]} />;
  const loadingCart = cart.items.length === 0 && cart.serverCart === undefined && cart.isSyncing;
  if (loadingCart) return <Spinner label="Loading your cart" />;
  if (cart.items.length === 0) {
    return (
      <>
        <UnpaidCheckoutNotice />
        <EmptyState
          title="Your cart is empty"
          action={
            <Link className="button" to="/">
              Continue shopping
            </Link>
          }
        >
          <p>Add products to your cart to check out.</p>
        </EmptyState>
      </>
    );
  }
  if (requestedStep !== 'address' && addresses.isLoading) return <Spinner label="Loading your addresses" />;

  const giftCardTotal = sumMoney(cart.appliedGiftCards.map((card) => card.amountApplied));
  const total = amountDue({
    subtotal: cart.cartTotal,
    discount: cart.discount,
    giftCards: giftCardTotal,
    shipping: fees?.shippingFeeTotal ?? 0,
  });
  // What placing the order charges: the server's price of it, once it has answered.
  const payable = pricing.priced?.total ?? total;
  const running = checkout.state.running !== null;
  const canPlace = Boolean(selected && email) && cart.pending === 0 && !running && !calculation.isMutating;
  const reachable: CheckoutStepName = !(selected && email) ? 'address' : fees ? 'review' : 'delivery';
  const canContinue =
    step === 'address' ? Boolean(selected && email) : step === 'delivery' ? Boolean(fees) : true;
  // Pay on delivery only where the address and every line's store allow it; otherwise the card, said on
  // the page, and the choice kept for an address or a cart that allows it again.
  const choices = paymentChoices(selected?.stateOrRegion, cart.items);
  const payment = usableChoice(choices, method);
  const switched = selected ? switchedPayment(selected.stateOrRegion, method, cart.items) : undefined;
  const onDelivery = payment.value === 'pay_on_delivery';

  const placeOrder = () => {
    if (!selected || !email) return;
    const orderNote = note.trim();
    void checkout.place(
      {
        orderItems: orderLines(cart.items),
        deliveryAddressId: selected.id,
        ...(orderNote ? { orderNote } : {}),
        appliedDiscountCodes: [...cart.appliedDiscountCodes],
        appliedGiftCards: cart.appliedGiftCards.map((card) => card.code),
        paymentMethod: payment.value,
      },
      email,
    );
  };

  return (
    <div className="customer-columns checkout-columns">
      {/* Phones: the total stays on screen at the bottom, and leads to the summary and the step's button. */}
      <a className="checkout-sticky-total" href="#checkout-total">
        <span>
          {onDelivery ? 'To pay on delivery' : 'Total'} <strong>{formatMoney(payable)}</strong>
        </span>
        <span className="checkout-sticky-total__go">
          {step !== 'review' ? 'Continue' : onDelivery ? 'Review and place' : 'Review and pay'}
        </span>
      </a>
      <div className="customer-columns__main">
        <CheckoutProgress step={step} reachable={reachable} onGo={goTo} />
        <CartMergeNotice />
        <p className="checkout-switched" role="status">
          {switched}
        </p>
        {step === 'address' ? (
          <AddressBook
            addresses={addresses}
            selection={{ selectedId: selected?.id, onSelect: choose }}
            onAdded={choose}
          />
        ) : null}
        {step === 'delivery' && selected ? (
          <CheckoutDelivery
            address={selected}
            fees={fees}
            calculating={calculation.isMutating}
            error={calculation.error?.message}
            busy={cart.pending > 0}
            onCalculate={() => void calculate(selected)}
          />
        ) : null}
        {step === 'payment' ? (
          <>
            <CheckoutPayment choices={choices} value={payment.value} onChange={setMethod} />
            <CheckoutCodes disabled={running} />
          </>
        ) : null}
        {step === 'review' && selected ? (
          <>
            <CheckoutReview
              address={selected}
              fees={fees}
              payment={
                onDelivery
                  ? `${payment.label}: you pay ${formatMoney(payable)} to the rider when your order arrives`
                  : `${payment.label}: you pay ${formatMoney(payable)} on the card provider's page after placing the order`
              }
              onChange={goTo}
              pricing={{
                pricing,
                shown: {
                  subtotal: cart.cartTotal,
                  discount: sumMoney([cart.discount, giftCardTotal]),
                  shipping: fees?.shippingFeeTotal,
                  total,
                },
              }}
            />
            <CheckoutItems note={note} onNoteChange={setNote} />
          </>
        ) : null}
      </div>

      <aside id="checkout-total" className="customer-columns__side" aria-label="Order total">
        <CartSummary
          subtotal={cart.cartTotal}
          discount={cart.discount}
          codes={cart.appliedDiscountCodes}
          giftCards={cart.appliedGiftCards}
          shipping={fees?.shippingFeeTotal}
          shippingPending={selected ? 'Calculated at the delivery step' : 'Choose an address'}
          total={total}
        >
          {checkout.state.failed?.step === 'order' ? (
            <p className="checkout-alert" role="alert">
              Your order was not placed: {checkout.state.failed.message}. Your cart is unchanged.
            </p>
          ) : null}
          {!email && selected ? (
            <p className="checkout-alert">
              Add an email address to the delivery address to receive the receipt.
            </p>
          ) : null}
          {step === 'review' ? (
            <>
              {checkout.state.running ? <Spinner label={STEP_LABELS[checkout.state.running]} /> : null}
              <button
                type="button"
                className="button checkout-place"
                onClick={placeOrder}
                disabled={!canPlace || !pricing.priced}
              >
                {onDelivery
                  ? `Place order, pay ${formatMoney(payable)} on delivery`
                  : `Place order and pay ${formatMoney(payable)}`}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button checkout-place"
              onClick={() => goTo(NEXT_STEP[step])}
              disabled={!canContinue}
            >
              Continue to {CHECKOUT_STEP_LABELS[NEXT_STEP[step]].toLowerCase()}
            </button>
          )}
        </CartSummary>
      </aside>
    </div>
  );
}

/**
 * The checkout (`/customer/checkout`), in four steps with their progress, the step in the URL
 * (`?step=delivery|payment|review`, see `useCheckoutStep`): the delivery address (choose, add, edit,
 * delete, make default); the shipping fee per merchant to that address with its delivery estimate; the
 * payment method with coupons and gift cards; the review of it all with the items and a note, then
 * placing the order and paying for it (see `usePlaceOrder`), which ends
 * on `/customer/checkout/done`. Each step's failure is shown where it happened and the cart is kept.
 *
 * @example
 * { path: 'customer/checkout', lazy: screen(customer, 'CheckoutScreen') }
 */
export function CheckoutScreen() {
  return (
    <CustomerPage title="Checkout">
      <Checkout />
    </CustomerPage>
  );
}
