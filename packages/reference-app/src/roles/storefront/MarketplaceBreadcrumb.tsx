import { Link } from 'react-router';
import { MARKETPLACE_PATH } from './marketplacePath';
import './storefront.css';

/**
 * The trail of a marketplace page: Home › The marketplace › the product (when on one).
 *
 * @example
 * <MarketplaceBreadcrumb name="Ankara Print Midi Dress" />
 */
export function MarketplaceBreadcrumb({ name }: { name?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          {name ? (
            <Link to={MARKETPLACE_PATH}>The marketplace</Link>
          ) : (
            <span aria-current="page">The marketplace</span>
          )}
        </li>
        {name ? (
          <li>
            <span aria-current="page">{name}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
