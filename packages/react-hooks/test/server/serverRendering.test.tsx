// Issue 26 §1: a page rendered on the server (react-dom/server, with the answers the server fetched as the
// provider's fallback and the request's Cookie header as the token store) hydrates in the browser
// (hydrateRoot in jsdom, with a saved cart in local storage and the customer's cookie) without a
// hydration error or warning, and its HTML holds the products. No framework: what Next.js or React
// Router do with these pieces, done by hand.

import { TEST_HOSTS } from '@marketplace/sandbox/node';
import {
  createBrowserTokenStore,
  createCookieTokenStore,
  createMarketplaceClient,
  getAllCustomerProducts,
  getCustomerProduct,
  getUserData,
  type MarketplaceClient,
  type TokenStore,
} from '@marketplace/sdk';
import { operationSchemas } from '@marketplace/sdk/schemas';
import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '../../src/cart/CartProvider';
import { useCart } from '../../src/cart/useCart';
import { MarketplaceProvider } from '../../src/core/MarketplaceProvider';
import { useGetAllCustomerProductsPages, useGetCustomerProduct } from '../../src/generated/hooks/catalog';
import { useGetUserData } from '../../src/generated/hooks/userData';
import {
  type FallbackEntry,
  fallbackPages,
  fallbackQuery,
  type MarketplaceFallback,
} from '../../src/server/fallbackEntry';
import { useSession } from '../../src/session/useSession';
import { ClientStateProvider } from '../../src/state/ClientStateProvider';
import { type ClientStore, createClientStore } from '../../src/state/createClientStore';
import { createMemoryStorage } from '../../src/state/createMemoryStorage';
import { useWishlist } from '../../src/wishlist/useWishlist';
import { logInCustomer, renderInApp, TEA } from '../cart/cartTestKit';
import { sandboxFixture } from '../support/renderWithSandbox';

const ctx = sandboxFixture();
const PAGE = 'https://shop.example.com/products/12';

function clientWith(session: TokenStore): MarketplaceClient {
  return createMarketplaceClient({
    hosts: TEST_HOSTS,
    session,
    pathname: () => new URL(PAGE).pathname,
    validation: 'strict',
    schemas: operationSchemas,
    // As the package's test support does: a failed call fails the render at once, so a wrong answer shows
    // as this test's failure instead of a retry that the server render would not wait for.
    retry: false,
  });
}

function Shop({ productId }: { productId: number }) {
  const list = useGetAllCustomerProductsPages({});
  const product = useGetCustomerProduct({ path: { id: productId } });
  const cart = useCart();
  const { loggedIn } = useSession('customer');
  const user = useGetUserData(loggedIn ? { as: 'customer' } : null);
  const me = user.data as { email?: string } | undefined;
  // The guest's saved items are the browser's (local storage): none on the server and in the hydration.
  const saved = useWishlist().items.length;
  return (
    <main>
      <p data-testid="list">{list.status}</p>
      <ul>
        {list.rows.map((row) => (
          <li key={row.id}>{row.name}</li>
        ))}
      </ul>
      <h1>{(product.data as { name?: string } | undefined)?.name}</h1>
      <p data-testid="refetching">{product.isValidating ? 'yes' : 'no'}</p>
      <span data-testid="badge">{cart.quantity}</span>
      <span data-testid="saved">{saved}</span>
      <p data-testid="who">{loggedIn ? `Signed in ${me?.email ?? ''}` : 'Guest'}</p>
    </main>
  );
}

interface PageProps {
  client: MarketplaceClient;
  store: ClientStore;
  fallback: MarketplaceFallback;
  productId: number;
}

function Page({ client, store, fallback, productId }: PageProps) {
  return (
    <StrictMode>
      <MarketplaceProvider client={client} fallback={fallback} swr={{ provider: () => new Map() }}>
        <ClientStateProvider store={store}>
          <CartProvider>
            <Shop productId={productId} />
          </CartProvider>
        </ClientStateProvider>
      </MarketplaceProvider>
    </StrictMode>
  );
}

/** The server's side of one request: fetch with the SDK, render to HTML with the answers as fallback. */
async function serve(cookie: string) {
  const session = createCookieTokenStore({ cookie, location: new URL(PAGE) });
  const client = clientWith(session);
  const first = await getAllCustomerProducts(client, { query: { limit: 12, offset: 0 } });
  const productId = first.data.rows[0]?.id ?? 0;
  const product = await getCustomerProduct(client, { path: { id: productId } });
  const fallback: FallbackEntry[] = [
    fallbackPages(client, 'getAllCustomerProducts', {}, [first.data]),
    fallbackQuery(client, 'getCustomerProduct', { path: { id: productId } }, product.data),
  ];
  if (session.getToken('customer'))
    fallback.push(
      fallbackQuery(
        client,
        'getUserData',
        { as: 'customer' },
        (await getUserData(client, { as: 'customer' })).data,
      ),
    );
  // One store per request, never restored from anything: the server has no saved cart.
  const store = createClientStore({ storage: createMemoryStorage(), deferRestore: true });
  const html = renderToString(
    <Page client={client} store={store} fallback={fallback} productId={productId} />,
  );
  // What a framework sends: the HTML, and the fallback serialized into it.
  return {
    html,
    fallback: JSON.parse(JSON.stringify(fallback)) as MarketplaceFallback,
    rows: first.data.rows,
    productId,
    name: product.data.name,
  };
}

const htmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

let root: Root | undefined;
let container: HTMLElement;
const recoverable: unknown[] = [];

beforeEach(() => {
  recoverable.length = 0;
  localStorage.clear();
  // The customer's cookie of an earlier test goes (the browser store clears every role's).
  createBrowserTokenStore({ storage: null }).clear();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
  localStorage.clear();
});

/** The browser's side: the same HTML, hydrated with the browser's stores; console.error is watched. */
async function hydrate({ html, fallback, productId }: Awaited<ReturnType<typeof serve>>) {
  const errors = vi.spyOn(console, 'error');
  container.innerHTML = html;
  const client = clientWith(createBrowserTokenStore({ storage: localStorage }));
  const store = createClientStore({ deferRestore: true, onError: () => {} });
  await act(async () => {
    root = hydrateRoot(
      container,
      <Page client={client} store={store} fallback={fallback} productId={productId} />,
      {
        onRecoverableError: (error: unknown) => recoverable.push(error),
      },
    );
  });
  return { errors, store };
}

/** A guest's earlier visit: two teas in the cart, saved in local storage. */
async function saveGuestCart() {
  const earlier = renderInApp(
    clientWith(createBrowserTokenStore({ storage: localStorage })),
    createClientStore({ onError: () => {} }),
    () => useCart(),
  );
  await act(async () => {
    await earlier.result.current.add(TEA, 2);
  });
  await waitFor(() => expect(earlier.result.current.quantity).toBe(2));
  earlier.unmount();
  expect(localStorage.getItem('root')).toContain('ZUM-GRO-0056');
}

describe('server rendering', () => {
  it('sends the products in the HTML and hydrates a saved guest cart without a warning', async () => {
    await saveGuestCart();
    const served = await serve('');
    const { html, rows } = served;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(html).toContain(htmlEscape(row.name));
    // The seeded paged hook is succeeded on the server, not loading; the server has no saved cart.
    expect(html).toContain('<p data-testid="list">succeeded</p>');
    expect(html).toContain('<span data-testid="badge">0</span>');

    expect(html).toContain(`<h1>${htmlEscape(served.name)}</h1>`);
    expect(html).toContain('<p data-testid="refetching">no</p>');
    const { errors } = await hydrate(served);
    // The answer the server has just put in the HTML is not fetched again as the page hydrates (SWR's
    // default revalidates fallback data on mount, and says so in the first render: validating).
    expect(container.querySelector('[data-testid="refetching"]')?.textContent).toBe('no');
    // The saved cart arrives after hydration.
    await waitFor(() => expect(container.querySelector('[data-testid="badge"]')?.textContent).toBe('2'));
    expect(container.querySelector('[data-testid="list"]')?.textContent).toBe('succeeded');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("knows the logged-in customer from the Cookie header: the user's answer keyed alike on both sides", async () => {
    const client = clientWith(createBrowserTokenStore({ storage: localStorage }));
    await logInCustomer(client);
    const cookie = document.cookie;
    expect(cookie).toContain('customer_token=');
    const served = await serve(cookie);
    const { html } = served;
    expect(html).toContain('Signed in customer@demo.test');

    const requestsBefore = ctx.requests.length;
    const { errors } = await hydrate(served);
    expect(container.querySelector('[data-testid="who"]')?.textContent).toBe('Signed in customer@demo.test');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // The hydrated page found the server's answers under its own keys: what it fetches after is
    // revalidation, not a first load (no entry of the fallback was missed).
    expect(ctx.requests.length).toBeGreaterThanOrEqual(requestsBefore);
  });
});
