import { useCart } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { useId, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { addedMessage, type LastAdded } from './useAddProductToCart';
import { useCartPath } from './useCartPath';
import './storefront.css';

/** Props of {@link AddedToCartDrawer}. */
export interface AddedToCartDrawerProps {
  /** The add to confirm; nothing shows without one. */
  added: LastAdded | undefined;
  onClose(): void;
}

/**
 * The confirmation of an add to cart where the shopper is looking, on every screen: a panel fixed to
 * the bottom of a phone's screen (the top right on wide screens) with the product, its options, what
 * went in, the cart's count and subtotal, a link to the cart and "Continue shopping". It takes the focus
 * (and gives it back on close), closes on Escape, and stays until closed: no timer hurries a reader.
 *
 * @example
 * const { add, lastAdded, dismiss } = useAddProductToCart();
 * <AddedToCartDrawer added={lastAdded} onClose={dismiss} />
 */
export function AddedToCartDrawer({ added, onClose }: AddedToCartDrawerProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const cart = useCart();
  const cartPath = useCartPath();

  // In the commit that shows the drawer, not after paint: an Escape pressed as soon as it shows closes
  // it, and the focus is on it from the first frame.
  useLayoutEffect(() => {
    if (!added) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the button that added, when it is still there.
      if (before?.isConnected) before.focus();
    };
  }, [added, onClose]);

  if (!added) return null;
  const name = added.options ? `${added.name} (${added.options})` : added.name;
  return (
    <div className="cart-drawer" role="dialog" aria-labelledby={titleId}>
      <div className="cart-drawer__header">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="cart-drawer__title">
          {added.added > 0 ? 'Added to your cart' : 'Already in your cart'}
        </h2>
        <button type="button" className="cart-drawer__close" onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      <div className="cart-drawer__item">
        {added.image ? (
          <img className="cart-drawer__image" src={added.image} alt="" width={64} height={64} />
        ) : null}
        <p className="cart-drawer__message" role="status">
          {addedMessage({ ...added, name })}
        </p>
      </div>
      <p className="cart-drawer__totals">
        Your cart: {cart.quantity} {cart.quantity === 1 ? 'item' : 'items'}, subtotal{' '}
        {formatMoney(cart.cartTotal)}
      </p>
      <div className="cart-drawer__actions">
        <Link className="button" to={cartPath} onClick={onClose}>
          View cart and check out
        </Link>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Continue shopping
        </button>
      </div>
    </div>
  );
}
