import { useSession, useWishlist, type WishlistItem } from '@marketplace/react-hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { productPath } from '../../components/product';
import { Spinner } from '../../components/Spinner';
import { AddedToCartDrawer } from './AddedToCartDrawer';
import { GridCard } from './ProductGrid';
import { useAddProductToCart } from './useAddProductToCart';
import './storefront.css';

/**
 * The saved items (wishlist) of a guest (kept on this device) or a customer (their account), most recently
 * saved first, as cards with "Add to cart" (or "Choose options") and "Remove". A sold-out product says
 * "Sold out"; one no longer sold stays listed, marked, with only "Remove". A guest is offered to log in to
 * keep them in their account.
 *
 * @example
 * { path: 'saved', lazy: lazyScreen(storefront, 'SavedItemsScreen') }
 */
export function SavedItemsScreen() {
  const wishlist = useWishlist({ details: true });
  const { loggedIn } = useSession('customer');
  const { add, addingId, lastAdded, dismiss } = useAddProductToCart();
  const remove = (item: WishlistItem) => void wishlist.remove(item.productId).catch(() => undefined);

  let body: ReactNode;
  if (wishlist.status === 'failed' && wishlist.items.every((i) => !i.product)) {
    body = (
      <ErrorState
        message={wishlist.error?.message ?? 'Could not load your saved items'}
        onRetry={wishlist.reload}
      />
    );
  } else if (wishlist.status === 'loading' || (wishlist.owner === 'customer' && wishlist.status === 'idle')) {
    body = <Spinner label="Loading your saved items" />;
  } else if (wishlist.items.length === 0) {
    body = (
      <EmptyState
        title="No saved items yet"
        action={
          <Link className="button" to="/">
            Start shopping
          </Link>
        }
      >
        <p>Tap the heart on a product to save it for later. It shows here.</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="grid storefront-grid" aria-label="Saved items">
        {wishlist.items.map((item) => (
          <li key={item.productId}>
            {item.product && item.available ? (
              <GridCard
                product={item.product}
                to={productPath(item.productId)}
                headingLevel={2}
                adding={addingId === item.productId}
                onAdd={add}
              />
            ) : (
              <GoneCard item={item} />
            )}
            <button
              type="button"
              className="button button--secondary saved-items__remove"
              onClick={() => remove(item)}
              aria-label={`Remove ${item.name} from saved items`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="container page saved-items">
      <title>Saved items | Marketplace</title>
      <h1>Saved items</h1>
      {loggedIn ? null : (
        <p className="saved-items__note">
          Saved on this device. <Link to="/customer/login?next=%2Fsaved">Log in</Link> to keep them in your
          account.
        </p>
      )}
      {body}
      <AddedToCartDrawer added={lastAdded} onClose={dismiss} />
    </div>
  );
}

/** A saved product that is no longer sold (marked), or not loaded yet: its name, without a price or a buy button. */
function GoneCard({ item }: { item: WishlistItem }) {
  return (
    <article className="product-card product-card--sold-out">
      <div className="product-card__media">
        <div className="product-card__placeholder" role="img" aria-label={`${item.name}: no picture`} />
      </div>
      <div className="product-card__body">
        <h2 className="product-card__name">{item.name}</h2>
        {item.available ? null : <p className="product-card__unavailable">No longer sold</p>}
      </div>
    </article>
  );
}
