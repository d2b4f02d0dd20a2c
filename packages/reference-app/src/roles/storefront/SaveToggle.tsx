import { useWishlist, type WishlistProduct } from '@marketplace/react-hooks';

/** Props of {@link SaveToggle}. */
export interface SaveToggleProps {
  /** The product to save: its id and name at least (a whole product shows at once in a customer's list). */
  product: Pick<WishlistProduct, 'id' | 'name'> | WishlistProduct;
  /** `icon`: a heart alone (cards); `labelled`: a heart and "Save" or "Saved" (the product page). */
  look?: 'icon' | 'labelled';
}

/**
 * The heart that saves a product to the wishlist or removes it (`useWishlist().toggle`), for guests (kept
 * on the device) and customers (their account). A toggle button: `aria-pressed`, named "Save <product>"
 * or "Saved: <product>". The toast the change sends links to the saved items; a failed save is undone
 * and toasted by the hook.
 *
 * @example
 * <SaveToggle product={product} look="labelled" />
 */
export function SaveToggle({ product, look = 'icon' }: SaveToggleProps) {
  const wishlist = useWishlist();
  const saved = wishlist.has(product.id);
  return (
    <button
      type="button"
      className={`save-toggle save-toggle--${look}${saved ? ' save-toggle--saved' : ''}`}
      aria-pressed={saved}
      aria-label={saved ? `Saved: ${product.name}` : `Save ${product.name}`}
      onClick={() => void wishlist.toggle(product).catch(() => undefined)}
    >
      <span aria-hidden="true" className="save-toggle__heart">
        {saved ? '♥' : '♡'}
      </span>
      {look === 'labelled' ? <span aria-hidden="true">{saved ? 'Saved' : 'Save'}</span> : null}
    </button>
  );
}
