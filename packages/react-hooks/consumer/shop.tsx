// The small shop a theme author writes (issue 26 §4): a product list, a product and the cart, on the
// package's public entry as a consumer installs it. scripts/consumer-size.mjs builds it with Vite and
// weighs what our packages add beyond react, react-dom and swr.

import {
  CartProvider,
  ClientStateProvider,
  createClientStore,
  MarketplaceProvider,
  useCart,
  useGetAllCustomerProductsPages,
  useGetCustomerProduct,
} from '@marketplace/react-hooks';
import { createMarketplaceClient } from '@marketplace/sdk';
import { createRoot } from 'react-dom/client';

const client = createMarketplaceClient({ hosts: { main: 'https://api.example.com' } });
const store = createClientStore({ deferRestore: true });

function Shop() {
  const list = useGetAllCustomerProductsPages({});
  const product = useGetCustomerProduct({ path: { id: 1 } });
  const cart = useCart();
  return (
    <main>
      {list.rows.map((row) => (
        <button
          type="button"
          key={row.id}
          onClick={() => cart.add({ ...row, productVariant: { sku: '' } } as never)}
        >
          {row.name}
        </button>
      ))}
      <h1>{product.data?.name}</h1>
      <span>{cart.quantity}</span>
    </main>
  );
}

createRoot(document.body).render(
  <MarketplaceProvider client={client}>
    <ClientStateProvider store={store}>
      <CartProvider>
        <Shop />
      </CartProvider>
    </ClientStateProvider>
  </MarketplaceProvider>,
);
