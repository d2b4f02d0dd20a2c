import { getFeaturedCollection, getFeaturedCollectionProducts } from '@marketplace/sdk';
import { positiveInt } from '../../components/product';
import { collectionHead } from '../seo/collectionHead';
import { loadingHead } from '../seo/loadingHead';
import { fallbackOf } from './fallbackOf';
import type { PageData, PageDataArgs } from './loadPageData';
import { notFoundData } from './notFoundData';
import { pageCall } from './pageCall';

/**
 * A featured collection's page data: the collection and its products. An unknown collection is a 404.
 *
 * @example
 * await collectionData({ url, client, match: { id: 'collection', params: { collectionId: '1' } } });
 */
export async function collectionData({ url, client, match }: PageDataArgs): Promise<PageData> {
  const id = positiveInt(match.params.collectionId);
  if (!id) return notFoundData(url, 'Collection');
  const path = { path: { id } };
  // Both at once; the products are not waited for when the collection does not exist.
  const products = pageCall(getFeaturedCollectionProducts(client, path));
  const collection = await pageCall(getFeaturedCollection(client, path));
  if (collection.notFound) return notFoundData(url, 'Collection');
  const fallback = [
    ...fallbackOf(client, 'getFeaturedCollection', path, collection),
    ...fallbackOf(client, 'getFeaturedCollectionProducts', path, await products),
  ];
  const head = collection.data ? collectionHead(url, collection.data) : loadingHead(url, 'Collection');
  return { fallback, head, status: 200 };
}
