import { useCart } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { useId } from 'react';
import { Link } from 'react-router';
import { productPath } from '../../components/product';

/** What {@link CheckoutItems} shows. */
export interface CheckoutItemsProps {
  /** The note for the order, kept by the checkout so that it survives going back a step. */
  note: string;
  onNoteChange(note: string): void;
}

/**
 * The checkout's items as they will be ordered: each line's product (a link), options, quantity, store
 * and amount, a link back to the cart, and the optional note for the order.
 *
 * @example
 * <CheckoutItems note={note} onNoteChange={setNote} />
 */
export function CheckoutItems({ note, onNoteChange }: CheckoutItemsProps) {
  const cart = useCart();
  const noteId = useId();
  return (
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
              {item.storeName ? <span className="checkout-items__store"> from {item.storeName}</span> : null}
            </span>
            <span>{formatMoney((item.pricing[0]?.sellingPrice ?? 0) * item.productVariant.quantity)}</span>
          </li>
        ))}
      </ul>
      <Link to="/customer/cart">Change the cart</Link>
      <div className="field checkout-note">
        <label htmlFor={noteId}>Note for the order (optional)</label>
        <textarea id={noteId} rows={2} value={note} onChange={(event) => onNoteChange(event.target.value)} />
      </div>
    </section>
  );
}
