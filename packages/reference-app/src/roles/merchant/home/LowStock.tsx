import { useGetMerchantProducts } from '@marketplace/react-hooks';
import { lowStockItems } from '@marketplace/sdk';
import { Link } from 'react-router';
import { StatCard } from '../../../kit/StatCard';
import { DashboardSection } from '../../../workspace/DashboardSection';
import './home.css';

/** The most products one call returns (the contract's limit): the dashboard looks through these. */
const PRODUCTS_LOOKED_AT = 100;
/** How many low stocks the card names. */
const NAMED = 5;
/** The products list narrowed to the products low on stock (its filter in the URL). */
const LOW_STOCK_LIST = '/merchant/products?f.lowStock=true';

/**
 * The stocks at or under their alert, counted per variant (each against its own alert, else the
 * product's; a product without variants counts once: the SDK's `lowStockItems`) over the products the
 * server finds low (`lowStock`), leading to that filtered list, and the lowest few named with their stock,
 * each leading to its product in it.
 *
 * @example
 * can('products', 'read') ? <LowStock /> : null
 */
export function LowStock() {
  const products = useGetMerchantProducts({ query: { lowStock: true, limit: PRODUCTS_LOOKED_AT } });
  const rows = products.data?.rows ?? [];
  const low = rows
    .flatMap((product) => lowStockItems(product).map((item) => ({ product, ...item })))
    .sort((a, b) => a.quantity - b.quantity);
  // More low products than one answer holds: the count is at least this.
  const more = (products.data?.count ?? 0) > rows.length;
  return (
    <DashboardSection
      title="Stock"
      details={
        products.status === 'succeeded' ? (
          low.length ? (
            <ul className="merchant-home__low">
              {low.slice(0, NAMED).map(({ product, sku, variantName, quantity, alert }) => (
                <li key={`${product.id}:${sku ?? variantName ?? ''}`}>
                  <Link to={`${LOW_STOCK_LIST}&q=${encodeURIComponent(product.sku || product.name)}`}>
                    {variantName ? `${product.name}, ${variantName}` : product.name}
                  </Link>
                  : {quantity} left (alert at {alert})
                </li>
              ))}
            </ul>
          ) : (
            <p>No product is low on stock.</p>
          )
        ) : null
      }
    >
      <StatCard
        label="Products and variants low on stock"
        value={more ? `${low.length}+` : low.length}
        href={LOW_STOCK_LIST}
        status={products.status}
        errorMessage={products.error?.message}
      />
    </DashboardSection>
  );
}
