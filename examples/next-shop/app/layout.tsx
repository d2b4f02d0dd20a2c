import { type FallbackEntry, fallbackQuery } from '@marketplace/react-hooks/server';
import { getCart, getUserData } from '@marketplace/sdk';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { apiHosts, requestSession, serverClient } from './api';
import { Account, CartBadge } from './Header';
import { ShopProviders } from './ShopProviders';

export const metadata: Metadata = {
  title: { default: 'Marketplace shop', template: '%s | Marketplace shop' },
  description: 'Fabrics, food and more from Nigerian stores, delivered.',
  // No icon file: the browser asks for none.
  icons: { icon: 'data:,' },
};

const AS_CUSTOMER = { as: 'customer' } as const;

// A logged-in customer (their token cookie came with the request): their user record and server cart,
// seeded under the keys the browser's hooks use, so the HTML already greets them and shows their cart.
async function customerFallback(): Promise<FallbackEntry[]> {
  const client = await serverClient();
  if (client.session.getToken('customer') === undefined) return [];
  try {
    const [user, cart] = await Promise.all([getUserData(client, AS_CUSTOMER), getCart(client, AS_CUSTOMER)]);
    return [
      fallbackQuery(client, 'getUserData', AS_CUSTOMER, user.data),
      fallbackQuery(client, 'getCart', AS_CUSTOMER, cart.data),
    ];
  } catch {
    // A token the API no longer takes: the page is rendered for a guest; the browser's hooks find out.
    return [];
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [{ cookie, origin }, fallback] = await Promise.all([requestSession(), customerFallback()]);
  return (
    <html lang="en">
      <body>
        <ShopProviders hosts={apiHosts()} cookie={cookie} origin={origin} fallback={fallback}>
          <header>
            <Link href="/">Marketplace shop</Link> <CartBadge /> <Account />
          </header>
          {children}
        </ShopProviders>
      </body>
    </html>
  );
}
