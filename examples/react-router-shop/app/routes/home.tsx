import { useGetAllCustomerProductsPages } from '@marketplace/react-hooks';
import { fallbackPages } from '@marketplace/react-hooks/server';
import { formatMoney, getAllCustomerProducts } from '@marketplace/sdk';
import { Link } from 'react-router';
import { serverClient } from '../api.server';

const PAGE = 12;

export async function loader({ request }: { request: Request }) {
  const client = serverClient(request);
  const first = await getAllCustomerProducts(client, { query: { limit: PAGE, offset: 0 } });
  return {
    fallback: [fallbackPages(client, 'getAllCustomerProducts', {}, [first.data], { pageSize: PAGE })],
  };
}

export const meta = () => [
  { title: 'Marketplace shop' },
  { name: 'description', content: 'Fabrics, food and more from Nigerian stores, delivered.' },
];

export default function Home() {
  const products = useGetAllCustomerProductsPages({}, { pageSize: PAGE });
  return (
    <main>
      <h1>Products</h1>
      <ul>
        {products.rows.map((p) => (
          <li key={p.id}>
            <Link to={`/products/${p.id}`}>{p.name}</Link> {formatMoney(p.pricing[0]?.sellingPrice ?? 0)}
          </li>
        ))}
      </ul>
      {products.hasMore && (
        <button type="button" onClick={products.loadMore}>
          More products
        </button>
      )}
    </main>
  );
}
