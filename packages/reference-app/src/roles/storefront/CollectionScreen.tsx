import { useGetFeaturedCollection, useGetFeaturedCollectionProducts } from '@marketplace/react-hooks';
import { useParams } from 'react-router';
import { NotFound } from '../../app/NotFound';
import { collectionHead } from '../../app/seo/collectionHead';
import { loadingHead } from '../../app/seo/loadingHead';
import { notFoundHead } from '../../app/seo/notFoundHead';
import { useDocumentHead } from '../../app/seo/useDocumentHead';
import { usePageUrl } from '../../app/seo/usePageUrl';
import { positiveInt } from '../../components/product';
import { Breadcrumb } from './Breadcrumb';
import { SortedProducts } from './SortedProducts';
import './storefront.css';
import { PageLoadState } from './PageLoadState';

function CollectionNotFound() {
  return (
    <NotFound
      title="Collection not found"
      message="There is no collection at this address: it may have ended, or the link may be wrong."
    />
  );
}

/**
 * A featured collection's page (`/collection/:collectionId`), where the home page's collection banners
 * point: its banner, title and description, and all its products with their number, sorted (`?sort=`).
 *
 * @example
 * { path: 'collection/:collectionId', lazy: screen(storefront, 'CollectionScreen') }
 */
export function CollectionScreen() {
  const id = positiveInt(useParams().collectionId);
  const collection = useGetFeaturedCollection(id ? { path: { id } } : null);
  const products = useGetFeaturedCollectionProducts(id ? { path: { id } } : null);
  const url = usePageUrl();
  useDocumentHead(
    collection.data
      ? collectionHead(url, collection.data)
      : !id || collection.error?.status === 404
        ? notFoundHead(url, 'Collection')
        : loadingHead(url, collection.error ? 'Collection unavailable' : 'Collection'),
  );

  if (!id || collection.error?.status === 404) return <CollectionNotFound />;
  if (!collection.data) return <PageLoadState query={collection} noun="collection" />;
  const { title, description, image } = collection.data;
  return (
    <div className="container page collection-page">
      <Breadcrumb trail={[{ name: title }]} />
      <div className="collection__banner">
        {image ? <img className="collection__image" src={image} alt="" width={160} height={100} /> : null}
        <div>
          <h1 className="collection__title">{title}</h1>
          {description ? <p className="collection__description">{description}</p> : null}
        </div>
      </div>
      <SortedProducts
        title="Products"
        query={products}
        emptyText="No products in this collection yet."
        loadingLabel="Loading the collection's products"
        label={`${title} products`}
      />
    </div>
  );
}
