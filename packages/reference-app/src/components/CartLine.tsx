import { Link } from 'react-router';
import { Price } from './Price';
import { QuantityInput } from './QuantityInput';
import './components.css';
import { Fact } from './Fact';

/** The fields of a cart item that {@link CartLine} shows (an item of `useCart().items` fits as it is). */
export interface CartLineItem {
  id: number;
  name?: string;
  hostedImages?: string[];
  productVariant: { quantity: number; sku?: string; size?: string; color?: string };
  pricing: { sellingPrice: number }[];
  storeName?: string;
}

/** Props of {@link CartLine}. */
export interface CartLineProps {
  item: CartLineItem;
  /** The plus button: one more. */
  onIncrease(): void;
  /** The minus button: one fewer (disabled at 1; use Remove to take the line out). */
  onDecrease(): void;
  /** The Remove button, and a quantity of 0 typed into the field. */
  onRemove(): void;
  /** A quantity typed into the field (already a whole number of at least 1). */
  onSetQuantity(n: number): void;
  /** True while a change to this line is being saved: the controls are disabled. */
  busy?: boolean;
  /** Units in stock, when known: the quantity goes no higher. */
  max?: number;
  /** Said beside the quantity (the cart cut a change to the stock). */
  note?: string;
  /** The product's page: the name links there, to see it again or pick another option. */
  to?: string;
}

/**
 * One line of the cart: picture, name, store, variant (size, colour, SKU), unit price, quantity controls,
 * line total (quantity × the first pricing's selling price) and a Remove button. The minus and plus
 * buttons call `onDecrease` and `onIncrease`; a typed quantity calls `onSetQuantity`.
 *
 * @example
 * const cart = useCart();
 * <ul className="cart-lines">
 *   {cart.items.map((item) => (
 *     <li key={cartLineKey(item)}>
 *       <CartLine
 *         item={item}
 *         onIncrease={() => cart.increase(item)}
 *         onDecrease={() => cart.decrease(item)}
 *         onRemove={() => cart.remove(item)}
 *         onSetQuantity={(n) => cart.setQuantity(item, n)}
 *       />
 *     </li>
 *   ))}
 * </ul>
 */
export function CartLine({
  item,
  onIncrease,
  onDecrease,
  onRemove,
  onSetQuantity,
  busy = false,
  max,
  note,
  to,
}: CartLineProps) {
  const name = item.name ?? `Product ${item.id}`;
  const image = item.hostedImages?.[0];
  const unit = item.pricing[0]?.sellingPrice ?? 0;
  const quantity = item.productVariant.quantity;
  const { size, color, sku } = item.productVariant;
  const lineTotal = Math.round(unit * quantity * 100) / 100;
  const onQuantity = (n: number) => {
    if (n === quantity + 1) onIncrease();
    else if (n === quantity - 1) onDecrease();
    else onSetQuantity(n);
  };
  return (
    <article className="cart-line" aria-label={name} aria-busy={busy || undefined}>
      {image ? (
        <img className="cart-line__image" src={image} alt={name} />
      ) : (
        <div
          className="cart-line__image cart-line__image--none"
          role="img"
          aria-label={`${name}: no picture`}
        />
      )}
      <div className="cart-line__details">
        <p className="cart-line__name">{to ? <Link to={to}>{name}</Link> : name}</p>
        {item.storeName ? <p className="cart-line__store">Sold by {item.storeName}</p> : null}
        {size || color || sku ? (
          <dl className="cart-line__variant">
            {size ? <Fact label="Size">{size}</Fact> : null}
            {color ? <Fact label="Colour">{color}</Fact> : null}
            {sku ? <Fact label="SKU">{sku}</Fact> : null}
          </dl>
        ) : null}
        <p className="cart-line__unit">
          <Price amount={unit} /> each
        </p>
      </div>
      <div className="cart-line__actions">
        <QuantityInput
          label={`Quantity of ${name}`}
          hideLabel
          value={quantity}
          min={1}
          {...(max !== undefined && max >= quantity ? { max } : {})}
          {...(note ? { note } : {})}
          onChange={onQuantity}
          onZero={onRemove}
          disabled={busy}
        />
        <p className="cart-line__total">
          <span className="visually-hidden">Line total: </span>
          <Price amount={lineTotal} />
        </p>
        <button type="button" className="link-button cart-line__remove" onClick={onRemove} disabled={busy}>
          Remove<span className="visually-hidden"> {name}</span>
        </button>
      </div>
    </article>
  );
}
