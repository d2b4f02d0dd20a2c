import {
  useAllowed,
  useDeleteFeaturedCollection,
  useGetFeaturedCollection,
  useGetFeaturedCollectionProducts,
  useGetFeaturedCollections,
} from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../kit/Column';
import { DateText } from '../../../kit/DateText';
import { QueryTable } from '../../../kit/QueryTable';
import { useConfirm } from '../../../kit/useConfirm';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { FormPanel } from '../../../workspace/FormPanel';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';
import { FeaturedCollectionForm } from './FeaturedCollectionForm';
import './catalog.css';
import { useSearchParam } from '../../../app/useSearchParam';
import { RowButton } from '../../../kit/RowButton';

type Collection = Entity<'FeaturedCollection'>;

// Which form is open: `new`, or the id of the collection edited.
const FORM_PARAM = 'collection';

/**
 * The featured image collections (`/admin/catalog/collections`, needs `read` on `featured-collections`;
 * `getFeaturedCollections`): banners on the storefront's home page, each leading to its products. Create
 * one, edit one (`?collection=<id>`: `getFeaturedCollection` and its products), delete one (confirmed),
 * each with its right.
 *
 * @example
 * { path: 'catalog/collections', lazy: screen(admin, 'FeaturedCollectionsScreen') }
 */
export function FeaturedCollectionsScreen() {
  const [params] = useSearchParams();
  const collections = useGetFeaturedCollections();
  const canCreate = useAllowed('featured-collections', 'create');
  const canUpdate = useAllowed('featured-collections', 'update');
  const canDelete = useAllowed('featured-collections', 'delete');
  const remove = useDeleteFeaturedCollection();
  const confirm = useConfirm();
  const open = params.get(FORM_PARAM);
  const [, setOpen] = useSearchParam(FORM_PARAM);

  async function onDelete(c: Collection) {
    const yes = await confirm({
      title: `Delete ${c.title}?`,
      message: 'Its banner leaves the storefront. The products stay. This cannot be undone.',
      confirmLabel: 'Delete collection',
      destructive: true,
    });
    if (!yes) return;
    // The hook shows the outcome and refreshes the list; a failure leaves the collection listed.
    await remove.trigger({ path: { id: c.id } }).catch(() => undefined);
    if (open === String(c.id)) setOpen(undefined);
  }

  const columns: Column<Collection>[] = [
    {
      id: 'image',
      header: 'Banner',
      cell: (c) => <img className="catalog-thumb" src={c.image} alt="" width={48} height={48} />,
    },
    { id: 'title', header: 'Collection', cell: (c) => c.title, csv: (c) => c.title },
    { id: 'products', header: 'Products', cell: (c) => c.productIds?.length ?? 0, align: 'end' },
    { id: 'updatedAt', header: 'Changed', cell: (c) => <DateText value={c.updatedAt ?? c.createdAt} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <span className="catalog-actions">
          {canUpdate ? (
            <RowButton
              action="Edit"
              row={c.title}
              className="button button--secondary"
              onClick={() => setOpen(String(c.id))}
            />
          ) : null}
          {canDelete ? (
            <RowButton
              action="Delete"
              row={c.title}
              className="button button--secondary"
              onClick={() => void onDelete(c)}
            />
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div className="workspace-list catalog-page">
      {canCreate && open !== 'new' ? (
        <p>
          <button type="button" className="button" onClick={() => setOpen('new')}>
            New collection
          </button>
        </p>
      ) : null}
      {canCreate && open === 'new' ? (
        <FormPanel
          title="New featured collection"
          className="catalog-panel"
          onCancel={() => setOpen(undefined)}
        >
          <FeaturedCollectionForm onDone={() => setOpen(undefined)} />
        </FormPanel>
      ) : null}
      {canUpdate && open && open !== 'new' ? (
        <EditCollection key={open} id={Number(open)} onClose={() => setOpen(undefined)} />
      ) : null}
      <QueryTable<Collection>
        caption="Featured image collections"
        columns={columns}
        query={collections}
        emptyTitle="No featured collections"
        emptyMessage="Create a collection to show its banner on the storefront's home page."
      />
    </div>
  );
}

/** Loads a collection and the names of its products, then opens the form on them. */
function EditCollection({ id, onClose }: { id: number; onClose(): void }) {
  const valid = Number.isInteger(id) && id > 0;
  const collection = useGetFeaturedCollection(valid ? { path: { id } } : null);
  const products = useGetFeaturedCollectionProducts(valid ? { path: { id } } : null);
  const loaded = collection.data !== undefined && products.data !== undefined;
  const heading = useRevealOnLoad(loaded);
  const failed =
    collection.status === 'failed' ? collection : products.status === 'failed' ? products : undefined;
  if (!loaded || !collection.data)
    return (
      <DetailLoadState
        query={failed ?? (collection.data ? products : collection)}
        loadingLabel="Loading the collection"
        fallbackMessage="This collection does not exist."
        className="catalog-panel"
      >
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </DetailLoadState>
    );
  const value = collection.data;
  // Products the storefront no longer shows (not approved, removed) stay in the collection by number.
  const named = new Map((products.data ?? []).map((p) => [p.id, p]));
  const picked = (value.productIds ?? []).map((productId) => {
    const p = named.get(productId);
    return p
      ? { id: p.id, name: p.name, ...(p.storeName ? { storeName: p.storeName } : {}) }
      : { id: productId, name: `Product ${productId} (not on the storefront)` };
  });
  return (
    <FormPanel
      title={`Edit ${value.title}`}
      className="catalog-panel"
      onCancel={onClose}
      headingRef={heading}
    >
      <FeaturedCollectionForm
        key={value.updatedAt ?? value.id}
        collection={{ value, products: picked }}
        onDone={onClose}
      />
    </FormPanel>
  );
}
