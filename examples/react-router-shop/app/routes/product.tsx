import { useCart, useGetCustomerProduct } from '@marketplace/react-hooks';
import { fallbackQuery } from '@marketplace/react-hooks/server';
import { formatMoney, getCustomerProduct, stockLimit } from '@marketplace/sdk';
import { useState } from 'react';
import { useParams } from 'react-router';
import { serverClient } from '../api.server';

export async function loader({ request, params }: { request: Request; params: { id?: string } }) {
  const id = Number(params.id);
  const client = serverClient(request);
  const { data } = await getCustomerProduct(client, { path: { id } });
  const price = formatMoney(data.pricing[0]?.sellingPrice ?? 0);
  return {
    fallback: [fallbackQuery(client, 'getCustomerProduct', { path: { id } }, data)],
    title: data.name,
    description: `${data.name}: ${price} from ${data.storeName ?? 'a Nigerian store'}.`,
  };
}

export const meta = ({ data }: { data?: { title: string; description: string } }) =>
  data
    ? [{ title: `${data.title} | Marketplace shop` }, { name: 'description', content: data.description }]
    : [{ title: 'Product not found | Marketplace shop' }];

export default function Product() {
  const id = Number(useParams().id);
  const { data: product } = useGetCustomerProduct({ path: { id } });
  const cart = useCart();
  const [note, setNote] = useState('');
  if (!product) return <main>Loading…</main>;
  const add = async () => {
    const done = await cart.add({
      ...product,
      productVariant: { sku: product.sku },
      stock: stockLimit(product),
    });
    setNote(
      !done.ok ? done.error.message : done.limited ? `Only ${done.stock} in stock` : 'Added to the cart',
    );
  };
  return (
    <main>
      <h1>{product.name}</h1>
      <p>{formatMoney(product.pricing[0]?.sellingPrice ?? 0)}</p>
      <button type="button" onClick={() => void add()}>
        Add to cart
      </button>
      <p role="status">{note}</p>
    </main>
  );
}
