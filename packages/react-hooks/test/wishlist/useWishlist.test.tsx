import { DEMO_PASSWORD } from '@marketplace/sandbox';
import { getCustomerProduct, getWishlist, type MarketplaceClient } from '@marketplace/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarketplaceMessage } from '../../src/core/MarketplaceContext';
import { useSession } from '../../src/session/useSession';
import { ClientStateProvider } from '../../src/state/ClientStateProvider';
import { createClientStore } from '../../src/state/createClientStore';
import { createMemoryStorage } from '../../src/state/createMemoryStorage';
import {
  GUEST_WISHLIST_KEY,
  readGuestWishlist,
  writeGuestWishlist,
} from '../../src/wishlist/guestWishlistStorage';
import { useWishlist } from '../../src/wishlist/useWishlist';
import { logInCustomer, renderInApp } from '../cart/cartTestKit';
import { sandboxFixture, wrapperFor } from '../support/renderWithSandbox';

const ctx = sandboxFixture();

const TEA_ID = 56;
const OIL_ID = 54;

afterEach(() => {
  writeGuestWishlist([]);
  localStorage.clear();
});

/** Deletes a product in the sandbox's state (the domain's tables are not in the sandbox's public types). */
function takeOffSale(id: number): void {
  const db = ctx.sandbox.db as unknown as {
    table(name: 'products'): { update(id: number, patch: { deleted: boolean }): unknown };
  };
  db.table('products').update(id, { deleted: true });
}

async function productOf(client: MarketplaceClient, id: number) {
  return (await getCustomerProduct(client, { path: { id } })).data;
}

function renderWishlist(client: MarketplaceClient, details = false) {
  return renderInApp(client, createClientStore({ storage: createMemoryStorage() }), () => ({
    wishlist: useWishlist({ details }),
    session: useSession('customer'),
  }));
}

/** Renders useWishlist with the provider's messages collected in `messages`. */
function renderHearing(client: MarketplaceClient, messages: MarketplaceMessage[]) {
  const Base = wrapperFor(client, { onMessage: (m) => messages.push(m) });
  const store = createClientStore({ storage: createMemoryStorage() });
  return renderHook(() => useWishlist(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Base>
        <ClientStateProvider store={store}>{children}</ClientStateProvider>
      </Base>
    ),
  });
}

describe('useWishlist for a guest', () => {
  it('keeps saved products on the device, newest first, and removes them', async () => {
    const client = ctx.client();
    const tea = await productOf(client, TEA_ID);
    const oil = await productOf(client, OIL_ID);
    const { result } = renderWishlist(client, true);
    expect(result.current.wishlist.owner).toBe('guest');
    expect(result.current.wishlist.items).toEqual([]);

    await act(async () => {
      expect(await result.current.wishlist.toggle(tea)).toBe(true);
    });
    await act(async () => {
      await result.current.wishlist.toggle(oil);
    });
    expect(result.current.wishlist.has(TEA_ID)).toBe(true);
    expect(readGuestWishlist().map((e) => e.productId)).toEqual([OIL_ID, TEA_ID]);
    await waitFor(() => expect(result.current.wishlist.items[1]?.product?.id).toBe(TEA_ID));
    expect(result.current.wishlist.items.map((i) => i.name)).toEqual([oil.name, tea.name]);

    await act(async () => {
      expect(await result.current.wishlist.toggle(tea)).toBe(false);
    });
    expect(result.current.wishlist.has(TEA_ID)).toBe(false);
    expect(readGuestWishlist().map((e) => e.productId)).toEqual([OIL_ID]);
    // No account call for a guest.
    expect(ctx.requests.some((r) => new URL(r.url).pathname.endsWith('/wishlist'))).toBe(false);
  });

  it('marks a saved product that is no longer sold, with its saved name', async () => {
    const client = ctx.client();
    writeGuestWishlist([{ productId: TEA_ID, name: 'Zumo tea', savedAt: '2026-10-30T10:00:00.000Z' }]);
    takeOffSale(TEA_ID);
    const { result } = renderWishlist(client, true);
    await waitFor(() => expect(result.current.wishlist.items[0]?.available).toBe(false));
    expect(result.current.wishlist.items[0]).toMatchObject({ productId: TEA_ID, name: 'Zumo tea' });
  });

  it('reads only well-formed entries from the device', () => {
    localStorage.setItem(
      GUEST_WISHLIST_KEY,
      JSON.stringify([
        { productId: 5, name: 'Kettle', savedAt: '2026-10-30T10:00:00.000Z' },
        { productId: -1, name: 'Bad', savedAt: '2026-10-30T10:00:00.000Z' },
        { productId: 5, name: 'Repeat', savedAt: '2026-10-30T10:00:00.000Z' },
        { productId: 6, name: '', savedAt: 'nope' },
        'junk',
      ]),
    );
    expect(readGuestWishlist()).toEqual([
      { productId: 5, name: 'Kettle', savedAt: '2026-10-30T10:00:00.000Z' },
    ]);
    localStorage.setItem(GUEST_WISHLIST_KEY, '{not json');
    expect(readGuestWishlist()).toEqual([]);
  });
});

describe('useWishlist for a customer', () => {
  it('saves to and removes from the account', async () => {
    const client = ctx.client({ role: 'customer' });
    await logInCustomer(client);
    const tea = await productOf(client, TEA_ID);
    const { result } = renderWishlist(client);
    await waitFor(() => expect(result.current.wishlist.status).toBe('succeeded'));
    expect(result.current.wishlist.owner).toBe('customer');

    await act(async () => {
      await result.current.wishlist.toggle(tea);
    });
    expect(result.current.wishlist.has(TEA_ID)).toBe(true);
    expect((await getWishlist(client, { as: 'customer' })).data.map((i) => i.productId)).toEqual([TEA_ID]);
    expect(readGuestWishlist()).toEqual([]);

    await act(async () => {
      await result.current.wishlist.remove(TEA_ID);
    });
    expect(result.current.wishlist.has(TEA_ID)).toBe(false);
    expect((await getWishlist(client, { as: 'customer' })).data).toEqual([]);
  });

  it('says when a save fails and undoes it', async () => {
    const client = ctx.client({ role: 'customer' });
    await logInCustomer(client);
    const tea = await productOf(client, TEA_ID);
    takeOffSale(TEA_ID);
    const messages: MarketplaceMessage[] = [];
    const { result } = renderHearing(client, messages);
    await waitFor(() => expect(result.current.status).toBe('succeeded'));
    let failure: unknown;
    await act(async () => {
      await result.current.toggle(tea).catch((caught: unknown) => {
        failure = caught;
      });
    });
    expect(failure).toMatchObject({ status: 404, message: 'Product not found' });
    expect(result.current.has(TEA_ID)).toBe(false);
    expect(result.current.items).toEqual([]);
    expect(messages).toEqual([
      expect.objectContaining({ type: 'error', message: 'Product not found', operationId: 'saveToWishlist' }),
    ]);
  });
});

describe('useWishlist at login', () => {
  it("merges the guest's saved products into the account once, then clears the device", async () => {
    const client = ctx.client({ role: 'customer' });
    const tea = await productOf(client, TEA_ID);
    const oil = await productOf(client, OIL_ID);
    const { result } = renderWishlist(client);
    await act(async () => {
      await result.current.wishlist.toggle(tea);
      await result.current.wishlist.toggle(oil);
    });
    ctx.requests.length = 0;
    await act(() => result.current.session.login({ email: 'customer@demo.test', password: DEMO_PASSWORD }));
    await waitFor(() =>
      expect(result.current.wishlist.items.map((i) => i.productId)).toEqual([OIL_ID, TEA_ID]),
    );
    expect(result.current.wishlist.owner).toBe('customer');
    expect(readGuestWishlist()).toEqual([]);
    expect((await getWishlist(client, { as: 'customer' })).data.map((i) => i.productId)).toEqual([
      OIL_ID,
      TEA_ID,
    ]);
    const posts = ctx.requests.filter(
      (r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/wishlist'),
    );
    expect(posts).toHaveLength(2);
  });
});
