import { Link } from 'react-router';
import './storefront.css';

/** One step of a {@link Breadcrumb}: a link when it has an address. */
export interface Crumb {
  name: string;
  to?: string;
}

/**
 * A page's trail: Home › … › the page itself (the last crumb, marked as the current page).
 *
 * @example
 * <Breadcrumb trail={[{ name: 'Women', to: '/category/1' }, { name: 'Dresses' }]} />
 */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={crumb.to ?? crumb.name}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : crumb.to ? (
              <Link to={crumb.to}>{crumb.name}</Link>
            ) : (
              crumb.name
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
