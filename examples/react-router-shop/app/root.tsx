import {
  type MarketplaceFallback,
  useCart,
  useGetCart,
  useGetUserData,
  usePersistGate,
  useSession,
} from '@marketplace/react-hooks';
import { type FallbackEntry, fallbackQuery } from '@marketplace/react-hooks/server';
import { cartQuantity, cartTotal, formatMoney, getCart, getUserData } from '@marketplace/sdk';
import type { FormEvent, ReactNode } from 'react';
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
import { apiBase, serverClient } from './api.server';
import { ShopProviders } from './ShopProviders';

const AS_CUSTOMER = { as: 'customer' } as const;
// The cart engine reloads the cart itself, in order with its changes (CartProvider): the badge only reads
// the entry (the loader's answer on the first render), it never fetches it.
const READ_ONLY = { revalidateOnMount: false, revalidateIfStale: false, revalidateOnFocus: false } as const;

// A logged-in customer (their token cookie came with the request): their user record and server cart,
// seeded under the keys the browser's hooks use, so the HTML holds their name and cart count.
export async function loader({ request }: { request: Request }) {
  const client = serverClient(request);
  const fallback: FallbackEntry[] = [];
  if (client.session.getToken('customer') !== undefined) {
    try {
      const [user, cart] = await Promise.all([
        getUserData(client, AS_CUSTOMER),
        getCart(client, AS_CUSTOMER),
      ]);
      fallback.push(
        fallbackQuery(client, 'getUserData', AS_CUSTOMER, user.data),
        fallbackQuery(client, 'getCart', AS_CUSTOMER, cart.data),
      );
    } catch {
      // A token the API no longer takes: the page is rendered without the customer's details, and the
      // browser's hooks find out on their own.
    }
  }
  return { api: apiBase(), fallback };
}

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

// A guest's cart is the saved one (read after hydration); a customer's is the server's, seeded by the
// loader until the cart engine holds it: the count is in the server's HTML and never changes on hydration.
function CartBadge() {
  const { restored } = usePersistGate();
  const cart = useCart();
  const { loggedIn } = useSession('customer');
  const seeded = useGetCart(loggedIn ? AS_CUSTOMER : null, READ_ONLY).data?.cartItemsList;
  const engine = loggedIn ? cart.mode === 'customer' && cart.serverCart !== undefined : restored;
  const items = engine ? cart.items : seeded;
  // Busy until the engine holds the cart: the seeded count is the server's, not yet followed.
  const busy = !engine || cart.isSyncing;
  return (
    <output aria-live="polite" aria-busy={busy} data-testid="cart">
      {items ? `Cart: ${cartQuantity(items)} (${formatMoney(cartTotal(items))})` : 'Cart'}
    </output>
  );
}

function LoginField(props: { name: string; label: string; type: string; autoComplete: string }) {
  const { label, ...input } = props;
  return <input {...input} aria-label={label} placeholder={label} required />;
}

function Account() {
  const { loggedIn, login, logout, status, error } = useSession('customer');
  const { data: user } = useGetUserData(loggedIn ? AS_CUSTOMER : null);
  // getUserData answers every role's record: a customer's has a firstName.
  const name = user && 'firstName' in user ? user.firstName : undefined;
  if (loggedIn)
    return (
      <span>
        <span data-testid="customer">{name ? `Hello, ${name}` : 'Hello'}</span>{' '}
        <button type="button" onClick={logout}>
          Log out
        </button>
      </span>
    );
  // The form's own fields (uncontrolled): read once, when it is sent.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login({ email: String(form.get('email')), password: String(form.get('password')) }).catch(
      () => undefined,
    );
  };
  return (
    <form onSubmit={submit}>
      <LoginField name="email" label="Email" type="email" autoComplete="email" />{' '}
      <LoginField name="password" label="Password" type="password" autoComplete="current-password" />{' '}
      <button type="submit" disabled={status === 'loading'}>
        Log in
      </button>
      {status === 'failed' && <span role="alert"> {error}</span>}
    </form>
  );
}

export default function App() {
  const { api } = useLoaderData<typeof loader>();
  // The answers the loaders fetched (the root's and the page's), as the hooks' fallback.
  const fallback = useMatches().flatMap(
    (match) => (match.data as { fallback?: MarketplaceFallback } | undefined)?.fallback ?? [],
  );
  return (
    <ShopProviders api={api} fallback={fallback}>
      <header>
        <Link to="/">Marketplace shop</Link> <CartBadge /> <Account />
      </header>
      <Outlet />
    </ShopProviders>
  );
}
