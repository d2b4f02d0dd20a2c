import { formatMoney, getAllCustomerProducts } from '@marketplace/sdk';
import type { Metadata } from 'next';
import Link from 'next/link';
import { serverClient } from './api';

const PAGE = 12;

export const metadata: Metadata = {
  description: 'Fabrics, food and more from Nigerian stores, delivered: browse the shop.',
};

// A server component: the list is fetched with the SDK and sent as HTML (no client JavaScript for it).
export default async function Home({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = Math.max(1, Number.parseInt((await searchParams).page ?? '1', 10) || 1);
  const client = await serverClient();
  const { data } = await getAllCustomerProducts(client, {
    query: { limit: PAGE, offset: (page - 1) * PAGE },
  });
  return (
    <main>
      <h1>Products</h1>
      {data.rows.length === 0 ? <p>No products here.</p> : null}
      <ul>
        {data.rows.map((p) => (
          <li key={p.id}>
            <Link href={`/products/${p.id}`}>{p.name}</Link> {formatMoney(p.pricing[0]?.sellingPrice ?? 0)}
          </li>
        ))}
      </ul>
      <nav aria-label="Pages">
        {page > 1 ? <Link href={page === 2 ? '/' : `/?page=${page - 1}`}>Previous</Link> : null}{' '}
        {page * PAGE < data.count ? <Link href={`/?page=${page + 1}`}>Next</Link> : null}
      </nav>
    </main>
  );
}
