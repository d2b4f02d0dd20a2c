// Idempotency-Key, honoured as payment APIs do: a POST retried with its key is applied once.
import { addToCart, getCart } from '@marketplace/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MAX_KEYS, IDEMPOTENCY_TTL_MS, IdempotencyStore } from '../src/http/IdempotencyStore';
import { TEST_HOSTS } from '../src/node';
import { failure } from './support/failure';
import { sandboxFixture } from './support/sandboxTest';

const ctx = sandboxFixture();

/** An in-stock product of the seed, with its first variant's sku. */
function product() {
  const row = ctx.sandbox.db
    .table('products')
    .find((p) => p.approvalStatus === 'approved' && (p.productVariant?.variant?.[0]?.quantity ?? 0) > 5);
  if (!row) throw new Error('no product in stock');
  return { productId: row.id, sku: row.productVariant?.variant?.[0]?.sku };
}

describe('Idempotency-Key', () => {
  it('applies two add-to-cart calls with one key once, and answers the second with the stored answer', async () => {
    const customer = await ctx.login('customer@demo.test', 'customer');
    const line = { ...product(), quantity: 1 };
    const quantity = async () =>
      (await getCart(customer)).data.cartItemsList
        .filter((i) => i.id === line.productId)
        .reduce((sum, i) => sum + i.productVariant.quantity, 0);
    const before = await quantity();
    const first = await addToCart(customer, { body: line, idempotencyKey: 'add-1' });
    const second = await addToCart(customer, { body: line, idempotencyKey: 'add-1' });
    expect(second.data).toEqual(first.data);
    expect(await quantity()).toBe(before + 1);
    // Without a key, or with another key, the same call is applied again.
    await addToCart(customer, { body: line, idempotencyKey: 'add-2' });
    expect(await quantity()).toBe(before + 2);
  });

  it('marks a replayed answer, over plain fetch', async () => {
    const customer = await ctx.login('customer@demo.test', 'customer');
    const token = customer.session.getToken('customer');
    const send = () =>
      fetch(`${TEST_HOSTS.main}/cart/add-cart`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': 'k',
        },
        body: JSON.stringify({ ...product(), quantity: 1 }),
      });
    const first = await send();
    const again = await send();
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect([again.status, await again.text()]).toEqual([first.status, await first.text()]);
  });

  it('refuses the same key with another body with 422', async () => {
    const customer = await ctx.login('customer@demo.test', 'customer');
    await addToCart(customer, { body: { ...product(), quantity: 1 }, idempotencyKey: 'add-3' });
    const error = await failure(
      addToCart(customer, { body: { ...product(), quantity: 2 }, idempotencyKey: 'add-3' }),
    );
    expect([error.status, error.message]).toEqual([
      422,
      'This Idempotency-Key was already used with another request',
    ]);
  });

  it("keeps one caller's keys apart from another's", async () => {
    const customer = await ctx.login('customer@demo.test', 'customer');
    const other = ctx.client('customer');
    await addToCart(customer, { body: { ...product(), quantity: 1 }, idempotencyKey: 'shared' });
    // A guest reusing the key is not handed the customer's cart: it is refused for its missing token.
    expect(
      (await failure(addToCart(other, { body: { ...product(), quantity: 2 }, idempotencyKey: 'shared' })))
        .status,
    ).toBe(401);
  });
});

describe('IdempotencyStore', () => {
  it(`forgets keys after ${IDEMPOTENCY_TTL_MS / 3_600_000} hours on the sandbox clock`, () => {
    let now = Date.parse('2026-11-01T09:00:00Z');
    const store = new IdempotencyStore(() => new Date(now));
    expect(store.begin('k', 'a').kind).toBe('new');
    store.finish('k', { status: 200, body: '{}' });
    now += IDEMPOTENCY_TTL_MS - 1;
    expect(store.begin('k', 'a').kind).toBe('replay');
    now += 1;
    expect(store.begin('k', 'b').kind).toBe('new');
  });

  it(`never holds more than ${IDEMPOTENCY_MAX_KEYS} keys, forgetting the oldest first`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 * IDEMPOTENCY_MAX_KEYS }), (count) => {
        const store = new IdempotencyStore(() => new Date(0));
        for (let i = 0; i < count; i++) {
          store.begin(`k${i}`, 'f');
          store.finish(`k${i}`, { status: 200, body: String(i) });
        }
        expect(store.size).toBe(Math.min(count, IDEMPOTENCY_MAX_KEYS));
        expect(store.begin(`k${count - 1}`, 'f').kind).toBe('replay');
        if (count > IDEMPOTENCY_MAX_KEYS) expect(store.begin('k0', 'f').kind).toBe('new');
      }),
      { numRuns: 20 },
    );
  });

  it('answers "in progress" while the first request runs, and frees a key whose request failed', () => {
    const store = new IdempotencyStore(() => new Date(0));
    store.begin('k', 'f');
    expect(store.begin('k', 'f').kind).toBe('in-progress');
    store.abandon('k');
    expect(store.begin('k', 'f').kind).toBe('new');
  });
});
