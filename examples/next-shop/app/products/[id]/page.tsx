import { type StoreTheme, storeThemeFrom } from '@marketplace/react-hooks/server';
import {
  formatMoney,
  getCustomerProduct,
  getStoreTheme,
  isMarketplaceError,
  stockLimit,
} from '@marketplace/sdk';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { serverClient } from '../../api';
import { AddToCart } from './AddToCart';

type Params = { params: Promise<{ id: string }> };

// One fetch per request, shared by the metadata and the page.
const loadProduct = cache(async (id: number) => {
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  const client = await serverClient();
  try {
    return (await getCustomerProduct(client, { path: { id } })).data;
  } catch (error) {
    if (isMarketplaceError(error) && error.status === 404) notFound();
    throw error;
  }
});

// The store's theme from the themes host; the default theme when the store has none or the host fails
// (the page is still sold).
async function loadTheme(storeId: number | undefined): Promise<StoreTheme> {
  if (storeId === undefined) return storeThemeFrom();
  try {
    const client = await serverClient();
    return storeThemeFrom((await getStoreTheme(client, { path: { storeId } })).data);
  } catch {
    return storeThemeFrom();
  }
}

const price = (product: { pricing: { sellingPrice: number }[] }) =>
  formatMoney(product.pricing[0]?.sellingPrice ?? 0);

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const product = await loadProduct(Number((await params).id));
  return {
    title: product.name,
    description: `${product.name}: ${price(product)} from ${product.storeName ?? 'a Nigerian store'}.`,
  };
}

// A server component: the product and its store's theme are fetched with the SDK and sent as HTML; only
// the button is client code (the cart lives in the browser).
export default async function ProductPage({ params }: Params) {
  const product = await loadProduct(Number((await params).id));
  const theme = await loadTheme(product.storeId);
  return (
    <main style={{ ...theme.cssVariables, color: 'var(--store-body-text)' }}>
      <section aria-label="Store" data-testid="store-banner">
        <p style={{ color: 'var(--store-headings-and-links)' }}>{product.storeName}</p>
        {theme.body.bannerMainText ? <p>{theme.body.bannerMainText}</p> : null}
        {theme.body.bannerSubText ? <p>{theme.body.bannerSubText}</p> : null}
      </section>
      <h1 style={{ color: 'var(--store-headings-and-links)' }}>{product.name}</h1>
      <p style={{ color: 'var(--store-sale-price)' }}>{price(product)}</p>
      <AddToCart product={{ ...product, productVariant: { sku: product.sku }, stock: stockLimit(product) }} />
    </main>
  );
}
