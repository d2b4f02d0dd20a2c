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
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { productPath } from '../storefront/product';
import { AddressBook, type CustomerAddress } from './AddressBook';
import { CartMergeNotice } from './CartMergeNotice';
import { CartSummary } from './CartSummary';
import { CodeForm } from './CodeForm';
import { CustomerPage } from './CustomerPage';
import { linesSignature, orderLines } from './cartLines';
import { sumMoney } from './format';
import { type ShippingFeeList, ShippingFees } from './ShippingFees';
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

function Checkout() {
  const cart = useCart();
  const session = useSession('customer');
  const addresses = useGetCustomerAddresses();
  const calculation = useCalculateShippingFee({ notify: false });
  const recalculateGiftCards = useRecalculateGiftCardDiscountWithShippingFee({ notify: false });
  const checkout = usePlaceOrder();
  const [chosenId, setChosenId] = useState<number>();
  const [calculated, setCalculated] = useState<{ signature: string; fees: ShippingFeeList }>();
  const [note, setNote] = useState('');
  const noteId = useId();

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

  const calculate = async (address: CustomerAddress) => {
    const forSignature = signature(address.id);
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
    );
  }

  const giftCardTotal = sumMoney(cart.appliedGiftCards.map((card) => card.amountApplied));
  const total = amountDue({
    subtotal: cart.cartTotal,
    discount: cart.discount,
    giftCards: giftCardTotal,
    shipping: fees?.shippingFeeTotal ?? 0,
  });
  const email = session.user?.email ?? selected?.emailAddress;
  const running = checkout.state.running !== null;
  const canPlace = Boolean(selected && email) && cart.pending === 0 && !running;

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
      },
      email,
    );
  };

  return (
    <div className="customer-columns checkout-columns">
      {/* Phones: the total stays on screen at the bottom, and leads to the summary and its button. */}
      <a className="checkout-sticky-total" href="#checkout-total">
        <span>
          Total <strong>{formatMoney(total)}</strong>
        </span>
        <span className="checkout-sticky-total__go">Review and pay</span>
      </a>
      <div className="customer-columns__main">
        <CartMergeNotice />
        <AddressBook
          addresses={addresses}
          selection={{ selectedId: selected?.id, onSelect: choose }}
          onAdded={choose}
        />

        <section className="checkout-section" aria-labelledby="checkout-shipping-title">
          <h2 id="checkout-shipping-title">Shipping</h2>
          {!selected ? (
            <p>Choose or add a delivery address to see the shipping fee.</p>
          ) : calculation.isMutating ? (
            <Spinner label="Calculating shipping" />
          ) : fees ? (
            <ShippingFees fees={fees} />
          ) : (
            <p>The shipping fee to this address is not calculated yet.</p>
          )}
          {calculation.error && !calculation.isMutating ? (
            <p className="checkout-alert" role="alert">
              {calculation.error.message}
            </p>
          ) : null}
          {selected ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void calculate(selected)}
              disabled={calculation.isMutating || cart.pending > 0}
            >
              Calculate shipping
            </button>
          ) : null}
        </section>

        <section className="checkout-section" aria-labelledby="checkout-codes-title">
          <h2 id="checkout-codes-title">Coupons and gift cards</h2>
          <div className="customer-codes">
            <CodeForm
              label="Coupon code"
              buttonLabel="Apply coupon"
              onApply={(code) => cart.applyCoupon(code)}
              disabled={cart.pending > 0 || running}
            />
            <CodeForm
              label="Gift card code"
              buttonLabel="Apply gift card"
              onApply={(code) => cart.applyGiftCard(code)}
              disabled={cart.pending > 0 || running}
            />
          </div>
          {cart.appliedDiscountCodes.length > 0 ? (
            <p>Coupons applied: {cart.appliedDiscountCodes.join(', ')}</p>
          ) : null}
          {cart.appliedGiftCards.length > 0 ? (
            <>
              <h3>Gift cards applied</h3>
              <ul className="checkout-gift-cards">
                {cart.appliedGiftCards.map((card) => (
                  <li key={card.code}>
                    {card.code}: {formatMoney(card.amountApplied)}
                    {card.balance !== undefined ? ` (left on the card: ${formatMoney(card.balance)})` : ''}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section className="checkout-section" aria-labelledby="checkout-items-title">
          <h2 id="checkout-items-title">Items</h2>
          <ul className="checkout-items">
            {cart.items.map((item) => (
              <li key={`${item.id}:${item.productVariant.sku ?? ''}`}>
                <span>
                  <Link to={productPath(item.id)}>{item.name ?? `Product ${item.id}`}</Link>
                  {item.productVariant.size || item.productVariant.color ? (
                    <span className="checkout-items__variant">
                      {' '}
                      ({[item.productVariant.size, item.productVariant.color].filter(Boolean).join(', ')})
                    </span>
                  ) : null}{' '}
                  × {item.productVariant.quantity}
                  {item.storeName ? (
                    <span className="checkout-items__store"> from {item.storeName}</span>
                  ) : null}
                </span>
                <span>
                  {formatMoney((item.pricing[0]?.sellingPrice ?? 0) * item.productVariant.quantity)}
                </span>
              </li>
            ))}
          </ul>
          <Link to="/customer/cart">Change the cart</Link>
          <div className="field checkout-note">
            <label htmlFor={noteId}>Note for the order (optional)</label>
            <textarea id={noteId} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
          </div>
        </section>
      </div>

      <aside id="checkout-total" className="customer-columns__side" aria-label="Order total">
        <CartSummary
          subtotal={cart.cartTotal}
          discount={cart.discount}
          codes={cart.appliedDiscountCodes}
          giftCards={cart.appliedGiftCards}
          shipping={fees?.shippingFeeTotal}
          shippingPending="Choose an address"
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
          {checkout.state.running ? <Spinner label={STEP_LABELS[checkout.state.running]} /> : null}
          <button type="button" className="button checkout-place" onClick={placeOrder} disabled={!canPlace}>
            Place order and pay {formatMoney(total)}
          </button>
        </CartSummary>
      </aside>
    </div>
  );
}

/**
 * The checkout (`/customer/checkout`): the delivery address (choose, add, edit, delete, make default),
 * the shipping fee per merchant to that address, coupons and gift cards (the server's messages show as
 * toasts), the order summary, then placing the order and paying for it (see `usePlaceOrder`), which ends
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
