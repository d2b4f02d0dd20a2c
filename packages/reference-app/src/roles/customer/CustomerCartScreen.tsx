import { amountDue, useCart } from '@marketplace/react-hooks';
import { Link } from 'react-router';
import { CartLineList } from '../../components/CartLineList';
import { EmptyState } from '../../components/EmptyState';
import { RemovedCartLine } from '../../components/RemovedCartLine';
import { Spinner } from '../../components/Spinner';
import { useCartLineRemoval } from '../../components/useCartLineRemoval';
import { AppliedCodes } from './AppliedCodes';
import { CartMergeNotice } from './CartMergeNotice';
import { CartSummary } from './CartSummary';
import { CodeForm } from './CodeForm';
import { CustomerPage } from './CustomerPage';
import { sumMoney } from './format';
import { UnpaidCheckoutNotice } from './UnpaidCheckoutNotice';

function Cart() {
  const cart = useCart();
  const removal = useCartLineRemoval();
  const giftCardTotal = sumMoney(cart.appliedGiftCards.map((card) => card.amountApplied));
  const loading = cart.items.length === 0 && cart.serverCart === undefined && cart.isSyncing;

  if (loading) return <Spinner label="Loading your cart" />;
  if (cart.items.length === 0) {
    return (
      <>
        <CartMergeNotice />
        <RemovedCartLine removal={removal} />
        <UnpaidCheckoutNotice />
        <EmptyState
          title="Your cart is empty"
          action={
            <Link className="button" to="/">
              Continue shopping
            </Link>
          }
        >
          <p>Products you add to your cart appear here, on every device you use.</p>
        </EmptyState>
      </>
    );
  }

  const shippingKnown = cart.serverCart !== undefined && cart.selectedShippingAddress !== null;
  const shipping = shippingKnown ? cart.shippingFeeTotal : undefined;
  const total = amountDue({
    subtotal: cart.cartTotal,
    discount: cart.discount,
    giftCards: giftCardTotal,
    shipping: shipping ?? 0,
  });

  return (
    <div className="customer-columns">
      <section aria-labelledby="cart-lines-title" className="customer-columns__main">
        <CartMergeNotice />
        <RemovedCartLine removal={removal} />
        <h2 id="cart-lines-title">
          {cart.quantity} {cart.quantity === 1 ? 'item' : 'items'}
        </h2>
        <CartLineList className="customer-cart__lines" removal={removal} />
        <Link to="/" className="customer-cart__continue">
          Continue shopping
        </Link>
      </section>
      <aside className="customer-columns__side" aria-label="Cart totals">
        <CartSummary
          subtotal={cart.cartTotal}
          discount={cart.discount}
          codes={cart.appliedDiscountCodes}
          giftCards={cart.appliedGiftCards}
          shipping={shipping}
          total={total}
        >
          <div className="customer-codes">
            <CodeForm
              label="Coupon code"
              buttonLabel="Apply coupon"
              onApply={(code) => cart.applyCoupon(code)}
              disabled={cart.pending > 0}
            />
            <CodeForm
              label="Gift card code"
              buttonLabel="Apply gift card"
              onApply={(code) => cart.applyGiftCard(code)}
              disabled={cart.pending > 0}
            />
          </div>
          <AppliedCodes />
          <Link to="/customer/checkout" className="button customer-cart__checkout">
            Proceed to checkout
          </Link>
        </CartSummary>
      </aside>
    </div>
  );
}

/**
 * The logged-in customer's cart (`/customer/cart`): the server-synced lines (optimistic changes, rolled
 * back when refused), coupon and gift card codes (the server's message shows as a toast; each applied one
 * can be removed), the totals and
 * the way to the checkout; an empty state when there is nothing in it.
 *
 * @example
 * { path: 'customer/cart', lazy: screen(customer, 'CustomerCartScreen') }
 */
export function CustomerCartScreen() {
  return (
    <CustomerPage title="Your cart">
      <Cart />
    </CustomerPage>
  );
}
