import { type MarketplaceFallback, useCart, usePersistGate } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
} from 'react-router';
import { apiBase } from './api.server';
import { ShopProviders } from './ShopProviders';

export const loader = () => ({ api: apiBase() });

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// Only what shows the saved cart waits for it; the page itself is in the server's HTML.
function CartBadge() {
  const { restored } = usePersistGate();
  const cart = useCart();
  return (
    <output aria-live="polite" aria-busy={!restored} data-testid="cart">
      {restored ? `Cart: ${cart.quantity} (${formatMoney(cart.cartTotal)})` : 'Cart'}
    </output>
  );
}

export default function App() {
  const { api } = useLoaderData<typeof loader>();
  // The answers the routes' loaders fetched, as the hooks' fallback.
  const fallback = useMatches().flatMap(
    (match) => (match.data as { fallback?: MarketplaceFallback } | undefined)?.fallback ?? [],
  );
  return (
    <ShopProviders api={api} fallback={fallback}>
      <header>
        <Link to="/">Marketplace shop</Link> <CartBadge />
      </header>
      <Outlet />
    </ShopProviders>
  );
}
