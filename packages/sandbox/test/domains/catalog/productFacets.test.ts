import { filterCustomerProducts, getAllCustomerProducts, type OperationData } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { failure } from './support';

type Product = OperationData<'getCustomerProduct'>;

const ctx = sandboxFixture();

const percentOff = (p: Product) => {
  const line = p.pricing[0];
  return line?.price && line.price > line.sellingPrice
    ? ((line.price - line.sellingPrice) / line.price) * 100
    : 0;
};

describe('filterCustomerProducts: brand, rating and discount filters with counts (facets)', () => {
  it('counts each option over the list’s other filters, leaving a facet’s own choice out of its counts', async () => {
    const guest = ctx.client();
    const all = (await getAllCustomerProducts(guest, { query: { search: 'phone', limit: 100, offset: 0 } }))
      .data;
    const { data } = await filterCustomerProducts(guest, {
      body: { search: 'phone', limit: 100, offset: 0 },
    });
    expect(data.count).toBe(all.count);
    // Each brand's count is its products among the matches, most first.
    const byBrand = new Map<string, number>();
    for (const p of all.rows) if (p.brand) byBrand.set(p.brand, (byBrand.get(p.brand) ?? 0) + 1);
    expect(data.facets?.brands).toEqual(
      [...byBrand]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    );
    expect(data.facets?.brands.map((b) => b.value)).toEqual(expect.arrayContaining(['Samsung', 'Apple']));

    // Choosing Samsung: the rows are Samsung's; the brand counts stay the same (their own choice left out).
    const samsung = (
      await filterCustomerProducts(guest, {
        body: { search: 'phone', brands: ['samsung'], limit: 100, offset: 0 },
      })
    ).data;
    expect(samsung.count).toBe(byBrand.get('Samsung'));
    expect(samsung.rows.every((p) => p.brand === 'Samsung')).toBe(true);
    expect(samsung.facets?.brands).toEqual(data.facets?.brands);
    // Two brands: either.
    const two = (
      await filterCustomerProducts(guest, {
        body: { search: 'phone', brands: ['Samsung', 'Apple'], limit: 100, offset: 0 },
      })
    ).data;
    expect(two.count).toBe((byBrand.get('Samsung') ?? 0) + (byBrand.get('Apple') ?? 0));
    // The discount levels count the chosen brands' products only.
    const samsungOff10 = samsung.rows.filter((p) => percentOff(p) >= 10).length;
    expect(samsung.facets?.discounts.find((d) => d.value === '10')?.count ?? 0).toBe(samsungOff10);
  });

  it('filters by lowest rating and lowest discount, each level counted', async () => {
    const guest = ctx.client();
    const everything = (await filterCustomerProducts(guest, { body: { limit: 100, offset: 0 } })).data;
    const rows = everything.rows;
    for (const level of [4, 3, 2, 1]) {
      const expected = rows.filter((p) => (p.rating ?? 0) >= level).length;
      expect(everything.facets?.ratings.find((r) => r.value === String(level))?.count ?? 0).toBe(expected);
    }
    for (const level of [10, 20, 30, 50]) {
      const expected = rows.filter((p) => percentOff(p) >= level - 1e-9).length;
      expect(everything.facets?.discounts.find((r) => r.value === String(level))?.count ?? 0).toBe(expected);
    }
    // Levels that find nothing are left out.
    expect(everything.facets?.ratings.every((r) => r.count > 0)).toBe(true);
    expect(everything.facets?.discounts.every((r) => r.count > 0)).toBe(true);

    const rated = (await filterCustomerProducts(guest, { body: { minRating: 4, limit: 100, offset: 0 } }))
      .data;
    expect(rated.count).toBeGreaterThan(0);
    expect(rated.rows.every((p) => (p.rating ?? 0) >= 4)).toBe(true);
    expect(rated.count).toBe(everything.facets?.ratings.find((r) => r.value === '4')?.count);
    const off = (await filterCustomerProducts(guest, { body: { minDiscount: 20, limit: 100, offset: 0 } }))
      .data;
    expect(off.rows.every((p) => percentOff(p) >= 20 - 1e-9)).toBe(true);
    expect(off.count).toBe(everything.facets?.discounts.find((r) => r.value === '20')?.count ?? 0);
  });

  it('refuses a rating or discount out of range and too many brands (422)', async () => {
    const guest = ctx.client();
    for (const body of [
      { minRating: 6 },
      { minRating: 0 },
      { minDiscount: 100 },
      { brands: Array.from({ length: 21 }, (_, i) => `Brand ${i}`) },
    ]) {
      const error = await failure(filterCustomerProducts(guest, { body: { ...body, limit: 12, offset: 0 } }));
      expect(error.status).toBe(422);
    }
  });
});
