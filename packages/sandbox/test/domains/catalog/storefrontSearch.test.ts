import {
  createProductReview,
  filterCustomerProducts,
  getAllCustomerProducts,
  getCustomerProduct,
  getProductReviews,
  type OperationData,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { ACCOUNTS, deliverTo, failure, productNamed } from './support';

type Product = OperationData<'getCustomerProduct'>;

const ctx = sandboxFixture();

const names = (rows: readonly Product[]) => rows.map((p) => p.name);
const selling = (p: Product) => p.pricing[0]?.sellingPrice ?? 0;
const percentOff = (p: Product) => {
  const line = p.pricing[0];
  return line?.price && line.price > line.sellingPrice ? (line.price - line.sellingPrice) / line.price : 0;
};

describe('storefront search (getAllCustomerProducts and filterCustomerProducts)', () => {
  it('matches every word anywhere in name, description, category and store, in any order', async () => {
    const guest = ctx.client();
    const search = async (term: string) =>
      (await getAllCustomerProducts(guest, { query: { search: term, limit: 100, offset: 0 } })).data;

    // "charger oraimo": both words, the other way round from the name.
    expect(names((await search('charger oraimo')).rows)).toContain('Oraimo 20W Fast Charger with Cable');
    // "tv" is in the sub-category (Televisions has Smart TVs and LED TVs), not only in names.
    const tvs = await search('tv');
    expect(names(tvs.rows)).toEqual(
      expect.arrayContaining(['Hisense 43 Inch Smart TV', 'LG 32 Inch LED TV']),
    );
    // "phone" finds the Phones & Tablets category's products, whose names do not say "phone".
    const phones = await search('phone');
    expect(names(phones.rows)).toContain('Samsung Galaxy A15 128GB');
    // A store's name finds its products.
    const store = phones.rows[0]?.storeName ?? '';
    const byStore = await search(store.toUpperCase());
    expect(byStore.count).toBeGreaterThan(0);
    expect(byStore.rows.every((p) => p.storeName === store)).toBe(true);
    // Every word must be there: a word no product has finds nothing.
    expect((await search('oraimo zzzz')).count).toBe(0);
    // Words are matched from their start: "rice" finds rice, not every description that says "price".
    expect(names((await search('rice')).rows).sort()).toEqual([
      'Ofada Rice 5kg',
      'Royal Stallion Parboiled Rice 50kg',
    ]);

    const filtered = await filterCustomerProducts(guest, {
      body: { search: 'charger oraimo', limit: 100, offset: 0 },
    });
    expect(names(filtered.data.rows)).toContain('Oraimo 20W Fast Charger with Cable');
  });

  it('sorts by price both ways, by biggest discount and by newest, across pages', async () => {
    const guest = ctx.client();
    const all = async (sort: 'newest' | 'price-asc' | 'price-desc' | 'discount') =>
      (await getAllCustomerProducts(guest, { query: { sort, limit: 100, offset: 0 } })).data.rows;

    const ascending = await all('price-asc');
    expect(ascending.map(selling)).toEqual([...ascending.map(selling)].sort((a, b) => a - b));
    const descending = await all('price-desc');
    expect(descending.map(selling)).toEqual([...descending.map(selling)].sort((a, b) => b - a));
    const discount = await all('discount');
    expect(discount.map(percentOff)).toEqual([...discount.map(percentOff)].sort((a, b) => b - a));
    expect(percentOff(discount[0] as Product)).toBeGreaterThan(0);
    const newest = await all('newest');
    const unsorted = (await getAllCustomerProducts(guest, { query: { limit: 100, offset: 0 } })).data.rows;
    expect(names(newest)).toEqual(names(unsorted));

    // The second page continues the order of the whole list, not of one page.
    const second = await getAllCustomerProducts(guest, { query: { sort: 'price-asc', limit: 5, offset: 5 } });
    expect(names(second.data.rows)).toEqual(names(ascending.slice(5, 10)));

    const cheapFirst = await filterCustomerProducts(guest, {
      body: { sort: 'price-asc', minPrice: 1000, limit: 100, offset: 0 },
    });
    const prices = cheapFirst.data.rows.map(selling);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers 422 for an unknown sort order', async () => {
    const error = await failure(
      getAllCustomerProducts(ctx.client(), {
        // @ts-expect-error: not one of the contract's orders, on purpose
        query: { sort: 'cheapest', limit: 5, offset: 0 },
      }),
    );
    expect(error.kind).toBe('validation');
  });
});

describe('review summary of customer products', () => {
  it('gives a reviewed product its average rating and review count, in lists and on its page', async () => {
    const guest = ctx.client();
    const { data } = await getAllCustomerProducts(guest, { query: { limit: 100, offset: 0 } });
    const reviewed = data.rows.filter((p) => p.reviewCount);
    expect(reviewed.length).toBeGreaterThan(0);
    expect(data.rows.some((p) => p.reviewCount === undefined && p.rating === undefined)).toBe(true);
    const product = reviewed[0] as Product;
    const { data: reviews } = await getProductReviews(guest, { path: { id: product.id } });
    const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    expect(product.reviewCount).toBe(reviews.length);
    expect(product.rating).toBeCloseTo(average, 1);

    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const before = (await getCustomerProduct(guest, { path: { id: dress.id } })).data.reviewCount ?? 0;
    const customer = await ctx.login(ACCOUNTS.customer, 'customer');
    deliverTo(ctx, ACCOUNTS.customer, dress);
    await createProductReview(customer, { body: { productId: dress.id, rating: 5 } });
    const after = await getCustomerProduct(guest, { path: { id: dress.id } });
    expect(after.data.reviewCount).toBe(before + 1);
  });
});

describe('variant pictures', () => {
  it('gives each colour of a product its own picture, one of the product’s images', async () => {
    const dress = productNamed(ctx, 'Ankara Print Midi Dress');
    const { data } = await getCustomerProduct(ctx.client(), { path: { id: dress.id } });
    const variants = data.productVariant?.variant ?? [];
    const blue = variants.filter((v) => v.color === 'Blue').map((v) => v.image);
    const orange = variants.filter((v) => v.color === 'Orange').map((v) => v.image);
    expect(new Set(blue).size).toBe(1);
    expect(new Set(orange).size).toBe(1);
    expect(blue[0]).not.toBe(orange[0]);
    expect(data.hostedImages).toEqual(expect.arrayContaining([blue[0], orange[0]]));
  });
});
