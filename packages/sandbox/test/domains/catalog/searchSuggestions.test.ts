import { getAllCustomerProducts, getSearchSuggestions } from '@marketplace/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctSearch } from '../../../src/domains/catalog/correctSearch';
import { editDistance } from '../../../src/domains/catalog/editDistance';
import { sandboxFixture } from '../../support/sandboxTest';

const ctx = sandboxFixture();

const suggest = async (search: string) =>
  (await getSearchSuggestions(ctx.client(), { query: { search } })).data;

describe('getSearchSuggestions', () => {
  it('suggests products, categories and stores whose words begin with the term', async () => {
    const data = await suggest('sams');
    expect(data.didYouMean).toBeUndefined();
    expect(data.search).toBe('sams');
    expect(data.products.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Samsung Galaxy A15 128GB', 'Samsung Galaxy Tab A9']),
    );
    for (const product of data.products) expect(product.price).toBeGreaterThan(0);

    const phones = await suggest('phone');
    // Every level: the category, then the sub-categories, then the child categories.
    expect(phones.categories.map((c) => c.name)).toEqual([
      'Phones & Tablets',
      'Phone Accessories',
      'Android Phones',
    ]);
    expect(phones.categories[0]?.subCategoryId).toBeUndefined();
    expect(phones.categories[1]?.childCategoryId).toBeUndefined();
    expect(phones.categories[1]?.subCategoryId).toBeTypeOf('number');
    expect(phones.categories[2]?.childCategoryId).toBeTypeOf('number');

    const store = await suggest('adaeze');
    expect(store.stores.map((s) => s.name)).toEqual(['Adaeze Styles']);
  });

  it("corrects misspelt words to the catalogue's nearest word, and the suggestions follow it", async () => {
    const samsung = await suggest('samsnug');
    expect(samsung.didYouMean).toBe('samsung');
    expect(samsung.search).toBe('samsung');
    expect(samsung.products.map((p) => p.name)).toContain('Samsung Galaxy A15 128GB');

    const iphone = await suggest('iphnoe');
    expect(iphone.didYouMean).toBe('iphone');
    expect(iphone.products.every((p) => /iphone/i.test(p.name))).toBe(true);
    expect(iphone.products.length).toBeGreaterThan(0);

    // The correction finds what the list call finds for it.
    const list = await getAllCustomerProducts(ctx.client(), {
      query: { search: 'samsung', limit: 100, offset: 0 },
    });
    expect(samsung.products.map((p) => p.id)).toEqual(list.data.rows.slice(0, 5).map((p) => p.id));
  });

  it('leaves a term that finds products as it is, and suggests nothing for nonsense or an empty term', async () => {
    expect((await suggest('rice')).didYouMean).toBeUndefined();
    const nonsense = await suggest('qwxzv');
    expect(nonsense).toEqual({ search: 'qwxzv', products: [], categories: [], stores: [] });
    expect(await suggest('   ')).toEqual({ search: '', products: [], categories: [], stores: [] });
  });
});

describe('correctSearch and editDistance', () => {
  const vocabulary = new Map([
    ['samsung', 2],
    ['phones', 9],
    ['rice', 4],
    ['price', 1],
  ]);

  it('corrects each unknown word, keeps known beginnings, and leaves short words alone', () => {
    expect(correctSearch('samsnug phone', vocabulary)).toBe('samsung phone');
    expect(correctSearch('smas', vocabulary)).toBe('samsung');
    expect(correctSearch('phone', vocabulary)).toBeUndefined();
    expect(correctSearch('xyz', vocabulary)).toBeUndefined();
    // A tie goes to the more frequent word.
    expect(correctSearch('rrice', vocabulary)).toBe('rice');
  });

  it('is a distance: zero on itself, symmetric, one per swap, and never more than the longer length', () => {
    const word = fc.string({ minLength: 0, maxLength: 8 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = editDistance(a, b);
        expect(editDistance(a, a)).toBe(0);
        expect(editDistance(b, a)).toBe(d);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(d).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
        // The cut-off never hides a distance within it.
        expect(editDistance(a, b, 2)).toBe(Math.min(d, 3));
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 2, maxLength: 8 }), fc.nat(), (a, at) => {
        const i = at % (a.length - 1);
        const swapped = a.slice(0, i) + a[i + 1] + a[i] + a.slice(i + 2);
        expect(editDistance(a, swapped)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
