import { useCart, useSession } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { Link, Navigate } from 'react-router';
import { CartLineList } from '../../components/CartLineList';
import { CouponsForCart } from '../../components/CouponsForCart';
import { EmptyState } from '../../components/EmptyState';
import { RemovedCartLine } from '../../components/RemovedCartLine';
import { useCartLineRemoval } from '../../components/useCartLineRemoval';
import './storefront.css';
import { Fact } from '../../components/Fact';

const CHECKOUT_LOGIN = `/customer/login?next=${encodeURIComponent('/customer/checkout')}`;

/**
 * The guest's cart (`/cart`): its lines with quantity controls (increase, decrease, set, remove; up to
 * the stock, as for a customer), the
 * number of items and the subtotal (before shipping) as the spec computes the cart total (quantity × first selling price, 2 decimals:
 * `useCart().cartTotal`), an empty state, and "Log in to check out", which brings the guest to checkout
 * after login (the hooks merge the guest cart into the customer's server cart at login), and the coupons
 * that may apply to the cart (to use at checkout once logged in). A logged-in
 * customer is sent to their own cart page.
 *
 * @example
 * { path: 'cart', lazy: screen(storefront, 'CartScreen') }
 */
export function CartScreen() {
  const cart = useCart();
  const removal = useCartLineRemoval();
  const { loggedIn } = useSession('customer');
  if (loggedIn) return <Navigate to="/customer/cart" replace />;

  return (
    <div className="container page cart-page">
      <title>Your cart | Marketplace</title>
      <h1>Your cart</h1>
      <RemovedCartLine removal={removal} />
      {cart.items.length === 0 ? (
        <EmptyState
          title="Your cart is empty"
          action={
            <Link className="button" to="/">
              Start shopping
            </Link>
          }
        >
          <p>
            Products you add to your cart show here. You can shop without an account and log in at checkout.
          </p>
        </EmptyState>
      ) : (
        <div className="cart-page__layout">
          <section aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="visually-hidden">
              Items
            </h2>
            <CartLineList className="cart-page__lines" removal={removal} />
          </section>
          <section className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">Order summary</h2>
            <dl className="cart-summary__totals">
              <Fact label="Items">{cart.quantity}</Fact>
              <div className="cart-summary__total">
                {/* Before shipping, coupons and gift cards: the subtotal, not what the order will cost. */}
                <dt>Subtotal</dt>
                <dd>{formatMoney(cart.cartTotal)}</dd>
              </div>
            </dl>
            <p className="cart-summary__note">Shipping, coupons and gift cards are worked out at checkout.</p>
            <Link className="button cart-summary__checkout" to={CHECKOUT_LOGIN}>
              Log in to check out
            </Link>
            <p className="cart-summary__signup">
              New here? <Link to="/customer/signup">Create an account</Link>
            </p>
            <p>
              <Link to="/">Continue shopping</Link>
            </p>
            <CouponsForCart />
          </section>
        </div>
      )}
    </div>
  );
}
