import type { CartLineRemoval } from './useCartLineRemoval';
import './components.css';

/**
 * "Removed Ankara Print Midi Dress (2) from your cart. Undo": the cart page's last removal, announced,
 * with the button that puts the line back. An empty live region otherwise, so the announcement is heard.
 *
 * @example
 * <RemovedCartLine removal={removal} />
 */
export function RemovedCartLine({ removal }: { removal: CartLineRemoval }) {
  const { removed, undo } = removal;
  const name = removed ? (removed.name ?? `Product ${removed.id}`) : '';
  const quantity = removed?.productVariant.quantity ?? 0;
  return (
    <p className="cart-removed" role="status">
      {removed ? (
        <>
          Removed {name}
          {quantity > 1 ? ` (${quantity})` : ''} from your cart.{' '}
          <button type="button" className="link-button" onClick={undo}>
            Undo<span className="visually-hidden"> removing {name}</span>
          </button>
        </>
      ) : null}
    </p>
  );
}
