// A sandbox is isolated, deterministic for its seed, keeps its state through a persistence layer, and
// goes back to the seed data on reset.
import { describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../src/createSandbox';
import { DEMO_ACCOUNTS } from '../src/demoAccounts';
import { svgImage } from '../src/http/svgImage';
import { TEST_NOW } from './support/sandboxTest';

const memory = () => {
  let saved: string | null = null;
  return {
    load: () => saved,
    save: (s: string) => {
      saved = s;
    },
    clear: () => {
      saved = null;
    },
    peek: () => saved,
  };
};

describe('createSandbox', () => {
  it('gives the same marketplace for the same seed and clock, and another for another seed', () => {
    const a = createSandbox({ seed: 7, now: TEST_NOW }).snapshot();
    const b = createSandbox({ seed: 7, now: TEST_NOW }).snapshot();
    const c = createSandbox({ seed: 8, now: TEST_NOW }).snapshot();
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('keeps each sandbox state its own', () => {
    const a = createSandbox({ now: TEST_NOW });
    const b = createSandbox({ now: TEST_NOW });
    a.db.table('categories').insert({ name: 'Only in A' });
    expect(b.db.table('categories').find((c) => c.name === 'Only in A')).toBeUndefined();
  });

  it('restores saved state, and falls back to the seed on a corrupt snapshot', () => {
    const store = memory();
    const first = createSandbox({ now: TEST_NOW, persist: store });
    first.db.table('categories').insert({ name: 'Saved category' });
    store.save(first.snapshot());
    const second = createSandbox({ now: TEST_NOW, persist: store });
    expect(second.db.table('categories').find((c) => c.name === 'Saved category')).toBeTruthy();

    store.save('{"version":1,"seed":1,"tables":');
    const onError = vi.fn();
    const third = createSandbox({ now: TEST_NOW, persist: store, onError });
    expect(onError).toHaveBeenCalledOnce();
    expect(third.db.table('categories').find((c) => c.name === 'Saved category')).toBeUndefined();
    expect(third.db.table('products').size).toBeGreaterThan(0);
  });

  it('goes back to the seed data on reset and saves that', () => {
    const store = memory();
    const sandbox = createSandbox({ now: TEST_NOW, persist: store });
    const seeded = sandbox.snapshot();
    sandbox.db.table('categories').insert({ name: 'Temporary' });
    sandbox.reset();
    expect(sandbox.snapshot()).toBe(seeded);
    expect(store.peek()).toBe(seeded);
  });
});

describe('seed data', () => {
  const sandbox = createSandbox({ now: TEST_NOW });
  const db = sandbox.db;

  it('has the seven demo accounts, confirmed and active', () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = db.table('users').find((u) => u.email === account.email);
      expect(user, account.email).toMatchObject({
        accountType: account.accountType,
        confirmed: true,
        active: true,
      });
    }
  });

  it('has at least five stores, one waiting for approval', () => {
    const stores = db.table('stores').all();
    expect(stores.length).toBeGreaterThanOrEqual(5);
    expect(stores.filter((s) => !s.firstApproval).length).toBeGreaterThanOrEqual(1);
  });

  it('has a category tree with sub- and child categories', () => {
    expect(db.table('categories').size).toBeGreaterThanOrEqual(5);
    expect(db.table('subCategories').size).toBeGreaterThan(db.table('categories').size);
    expect(db.table('childCategories').size).toBeGreaterThan(db.table('subCategories').size);
  });

  it('has at least sixty products priced in naira, with variants and several local images each', () => {
    const products = db.table('products').all();
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const p of products) {
      expect(p.hostedImages?.length ?? 0, p.name).toBeGreaterThanOrEqual(2);
      for (const url of p.hostedImages ?? []) expect(url).toMatch(/^\/sandbox-assets\/images\//);
      expect(p.pricing[0]?.sellingPrice ?? 0).toBeGreaterThan(0);
    }
    expect(products.filter((p) => (p.productVariant?.variant?.length ?? 0) > 0).length).toBeGreaterThan(30);
    expect(products.some((p) => p.approvalStatus === 'pending')).toBe(true);
  });

  it('has past orders in several statuses, with returns and transactions', () => {
    const orders = db.table('orders').all();
    expect(orders.length).toBeGreaterThanOrEqual(20);
    expect(new Set(orders.map((o) => o.orderStatusId)).size).toBeGreaterThanOrEqual(4);
    expect(db.table('returns').size).toBeGreaterThan(0);
    expect(db.table('transactions').size).toBeGreaterThan(0);
  });
});

describe('svgImage', () => {
  it('draws the same image for the same name and escapes text', () => {
    expect(svgImage('products/ankara-dress~1.svg')).toBe(svgImage('products/ankara-dress~1.svg'));
    expect(svgImage('products/ankara-dress~1.svg')).not.toBe(svgImage('products/ankara-dress~2.svg'));
    expect(svgImage('x/<script>~1.svg')).not.toContain('<script>');
  });
});
