import { useGetMerchantProducts } from '@marketplace/react-hooks';
import { Link } from 'react-router';
import { StatCard } from '../../../kit/StatCard';
import { DashboardSection } from '../../../workspace/DashboardSection';
import { isLowStock } from '../products/isLowStock';
import './home.css';

/** The most products one call returns (the contract's limit): the dashboard looks through these. */
const PRODUCTS_LOOKED_AT = 100;
/** How many low products the card names. */
const NAMED = 5;

/**
 * The products at or under their stock alert (`stockAlertUnits`): their count, leading to the products,
 * and the first few named with their stock, each leading to the product in the list.
 *
 * @example
 * can('products', 'read') ? <LowStock /> : null
 */
export function LowStock() {
  const products = useGetMerchantProducts({ query: { limit: PRODUCTS_LOOKED_AT } });
  const low = (products.data?.rows ?? []).filter(isLowStock).sort((a, b) => a.quantity - b.quantity);
  return (
    <DashboardSection
      title="Stock"
      details={
        products.status === 'succeeded' ? (
          low.length ? (
            <ul className="merchant-home__low">
              {low.slice(0, NAMED).map((product) => (
                <li key={product.id}>
                  <Link to={`/merchant/products?q=${encodeURIComponent(product.sku || product.name)}`}>
                    {product.name}
                  </Link>
                  : {product.quantity} left (alert at {product.stockAlertUnits})
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
        label="Products low on stock"
        value={low.length}
        href="/merchant/products"
        status={products.status}
        errorMessage={products.error?.message}
      />
    </DashboardSection>
  );
}
