// One cache entry per role (issue 9, point 1): the key of every query carries the role its call uses (the
// page's role at render, or `as`), so the same hook and init on a merchant page and on an admin page are
// two entries and two requests, each with its own token, inside and outside the deduplication window
// (the provider's default 2 s). The call uses the role in its key, even if the page changes before it
// leaves.
import { createMemoryTokenStore, type MarketplaceClient, type TokenStore } from '@marketplace/sdk';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SWR_CONFIG } from '../../src/core/MarketplaceProvider';
import { useGetAllCategories } from '../../src/generated/hooks/categories';
import { useGetAllCoupons } from '../../src/generated/hooks/coupons';
import { useGetUserData } from '../../src/generated/hooks/userData';
import { sandboxFixture } from '../support/renderWithSandbox';
import { countRequests, logIn, pause, providerWith } from './coreTestKit';

const ctx = sandboxFixture();
afterEach(cleanup);

const COUPONS = '/coupon/getallcoupons';
const CATEGORIES = '/categories/getallcategories';
const USER = '/auth/userdata';

let pathname = '/';
let session: TokenStore;
let client: MarketplaceClient;

beforeEach(() => {
  pathname = '/';
  session = createMemoryTokenStore();
  client = ctx.client({ session, pathname: () => pathname });
});

const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
/** The tokens that requests to this path carried, in order ('' for none). */
const tokensSent = (path: string) =>
  ctx.requests.filter((r) => new URL(r.url).pathname.endsWith(path)).map(bearer);

/** What one page shows: its user's email and its coupon count, and every email it ever rendered. */
function CouponsPage({ name, seen }: { name: string; seen: string[] }) {
  const user = useGetUserData();
  const coupons = useGetAllCoupons();
  const email = (user.data as { email?: string } | undefined)?.email;
  if (email) seen.push(email);
  return (
    <p data-testid={name}>
      {user.status === 'succeeded' && coupons.status !== 'loading' ? `${email}:${coupons.status}` : 'loading'}
    </p>
  );
}

/** A storefront or customer page: public categories and the user's data. */
function Page({ name }: { name: string }) {
  const categories = useGetAllCategories();
  const user = useGetUserData();
  const email = (user.data as { email?: string } | undefined)?.email;
  return <p data-testid={name}>{`${categories.status}:${user.status}:${email ?? '-'}`}</p>;
}

/** The roles of the keys RolePage rendered with, in order. */
const keys: unknown[] = [];

function RolePage() {
  const user = useGetUserData();
  keys.push(user.key?.[1].as);
  return <p data-testid="page">{(user.data as { email?: string } | undefined)?.email ?? user.status}</p>;
}

/** Moves to an admin page during the render, after the page before it made its keys. */
function Navigate() {
  pathname = '/admin/dashboard';
  return null;
}

async function merchantThenAdmin(gapMs: number) {
  await logIn(client, 'merchant');
  await logIn(client, 'admin');
  ctx.requests.length = 0;
  const merchantSeen: string[] = [];
  const adminSeen: string[] = [];
  pathname = '/merchant/coupons';
  const view = render(<CouponsPage name="merchant" seen={merchantSeen} />, { wrapper: providerWith(client) });
  await waitFor(() => expect(screen.getByTestId('merchant').textContent).toMatch(/^merchant@demo.test:/));
  if (gapMs) await pause(gapMs);

  pathname = '/admin/coupons';
  view.rerender(
    <>
      <CouponsPage name="merchant" seen={merchantSeen} />
      <CouponsPage name="admin" seen={adminSeen} />
    </>,
  );
  await waitFor(() => expect(screen.getByTestId('admin').textContent).toMatch(/^admin@demo.test:/));
  return { merchantSeen, adminSeen };
}

describe('one cache entry per role', () => {
  it.each([
    ['inside the deduplication window', 0],
    ['outside the deduplication window', (DEFAULT_SWR_CONFIG.dedupingInterval ?? 2000) + 200],
  ])('merchant page then admin page, %s: two requests, each with its own token', async (_, gap) => {
    const { adminSeen } = await merchantThenAdmin(gap);
    const merchant = session.getToken('merchant');
    const admin = session.getToken('admin');
    // The admin never saw the merchant, not even for one render.
    expect(adminSeen.length).toBeGreaterThan(0);
    expect(new Set(adminSeen)).toEqual(new Set(['admin@demo.test']));
    // One request per role and key, each with that role's token (the merchant's page revalidates on the
    // rerender outside the window, still with the merchant's token).
    for (const path of [USER, COUPONS]) {
      const sent = tokensSent(path);
      expect(sent.filter((t) => t === admin)).toHaveLength(1);
      expect(sent.every((t) => t === merchant || t === admin)).toBe(true);
      expect(sent[0]).toBe(merchant);
    }
  });

  it.each([
    ['inside the deduplication window', 0],
    ['outside the deduplication window', (DEFAULT_SWR_CONFIG.dedupingInterval ?? 2000) + 200],
  ])(
    'customer page then storefront page (no role), %s: the storefront asks without a token',
    async (_, gap) => {
      await logIn(client, 'customer');
      const customer = session.getToken('customer');
      ctx.requests.length = 0;
      pathname = '/customer/home';
      const view = render(<Page name="customer" />, { wrapper: providerWith(client) });
      await waitFor(() =>
        expect(screen.getByTestId('customer').textContent).toBe('succeeded:succeeded:customer@demo.test'),
      );
      if (gap) await pause(gap);

      pathname = '/stores/ankara-house';
      expect(client.currentRole()).toBe('');
      // Both pages are now on the storefront path (one page path for the whole tree, as in an app).
      view.rerender(
        <>
          <Page name="customer" />
          <Page name="storefront" />
        </>,
      );
      // The storefront has no session: its user data fails (no token) instead of showing the customer's.
      await waitFor(() => expect(screen.getByTestId('storefront').textContent).toBe('succeeded:failed:-'));
      expect(tokensSent(USER)[0]).toBe(customer);
      expect(tokensSent(USER).filter((t) => t === '')).toHaveLength(1);
      // Categories are public (the SDK sends them without a token), still one entry and request per role.
      expect(countRequests(ctx.requests, 'GET', CATEGORIES)).toBe(2);
    },
  );

  it('the call carries the role of its key even when the page changes before the request leaves', async () => {
    await logIn(client, 'merchant');
    await logIn(client, 'admin');
    ctx.requests.length = 0;
    keys.length = 0;
    pathname = '/merchant/dashboard';
    await act(async () => {
      render(
        <>
          <RolePage />
          <Navigate />
        </>,
        { wrapper: providerWith(client) },
      );
    });
    // The page re-renders on the admin path and moves to the admin's entry; the first request, made for
    // the merchant's key, carried the merchant's token.
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('admin@demo.test'));
    expect(keys[0]).toBe('merchant');
    expect(tokensSent(USER)[0]).toBe(session.getToken('merchant'));
    expect(tokensSent(USER)).toContain(session.getToken('admin'));
  });
});
