import { useGetMerchantStoreData } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { Link } from 'react-router';
import { Fact } from '../../../components/Fact';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { useRevealOnLoad } from '../../../workspace/useRevealOnLoad';

type Address = Entity<'HomeAddress'>;

/** Props of {@link MerchantStoreDetail}. */
export interface MerchantStoreDetailProps {
  merchantId: number;
  onClose(): void;
}

const addressText = (a: Partial<Address> | null | undefined) =>
  a ? [a.street, a.LGA, a.state, a.country].filter(Boolean).join(', ') || '—' : '—';

/**
 * One merchant and their store as the admin sees them (`getMerchantStoreData`): contact, identity
 * document, business category, staff size, verification, home address, whether it has a physical shop, pickup locations, the store's
 * name, link, office address, whether it is a registered business, and its products and followers.
 *
 * @example
 * <MerchantStoreDetail merchantId={14} onClose={close} />
 */
export function MerchantStoreDetail({ merchantId, onClose }: MerchantStoreDetailProps) {
  const query = useGetMerchantStoreData({ path: { id: merchantId } });
  const m = query.data;
  const heading = useRevealOnLoad(m !== undefined);
  if (!m) {
    return (
      <DetailLoadState
        query={query}
        loadingLabel="Loading the merchant"
        fallbackMessage="Could not get merchant details. Try again later."
        className="merchant-order"
      >
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </DetailLoadState>
    );
  }
  const store = m.store;
  const products = store?.products ?? [];
  return (
    <article className="merchant-order" aria-labelledby="admin-merchant-title">
      <div className="merchant-order__head">
        <h2 id="admin-merchant-title" ref={heading} tabIndex={-1}>
          {m.firstName} {m.lastName}
          {store?.storeName ? `, ${store.storeName}` : ''}
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <dl className="merchant-order__facts people-facts">
        <Fact label="Email">
          <a href={`mailto:${m.email}`}>{m.email}</a>
        </Fact>
        <Fact label="Phone">
          {m.phoneNumber ? <a href={`tel:${m.phoneNumber}`}>{m.phoneNumber}</a> : '—'}
        </Fact>
        <Fact label="Verified">{m.isVerified ? 'Yes' : 'Not yet'}</Fact>
        <Fact label="Business category">{m.category || '—'}</Fact>
        <Fact label="Staff size">{m.staffSize || '—'}</Fact>
        <Fact label="Identity document">
          {m.idDocumentType ? `${m.idDocumentType} ${m.idDocumentNumber ?? ''}` : 'Not given'}
          {m.idDocumentUrl ? (
            <>
              {' '}
              (<a href={m.idDocumentUrl}>view</a>)
            </>
          ) : null}
        </Fact>
        <Fact label="Home address">
          {m.homeAddress?.length ? m.homeAddress.map((a) => addressText(a)).join('; ') : '—'}
        </Fact>
        <Fact label="Physical shop or office">
          {m.physicalLocation === undefined ? '—' : m.physicalLocation ? 'Yes' : 'No'}
        </Fact>
        <Fact label="Pickup locations">
          {m.useHomeAddress
            ? 'The home address'
            : m.pickupLocation?.length
              ? m.pickupLocation.map((a) => addressText(a)).join('; ')
              : '—'}
        </Fact>
      </dl>
      <section className="merchant-order__section" aria-labelledby="admin-merchant-store">
        <h3 id="admin-merchant-store">Store</h3>
        {store ? (
          <dl className="merchant-order__facts people-facts">
            <Fact label="Name">{store.storeName}</Fact>
            <Fact label="On the storefront">
              {store.id !== undefined ? (
                <Link to={`/store/${store.id}`}>Open the store page</Link>
              ) : (
                (store.storeUrl ?? '—')
              )}
            </Fact>
            <Fact label="Registered business">{store.isRegisteredBusiness ? 'Yes' : 'No'}</Fact>
            <Fact label="Office address">{store.officeAddress || '—'}</Fact>
            <Fact label="Followers">{store.storeFollowers?.length ?? 0}</Fact>
          </dl>
        ) : (
          <p>This merchant has not set up a store yet.</p>
        )}
      </section>
      {store ? (
        <section className="merchant-order__section" aria-labelledby="admin-merchant-products">
          <h3 id="admin-merchant-products">Products ({products.length})</h3>
          {products.length ? (
            <ul className="people-products">
              {products.map((p) => (
                <li key={p.id}>{p.name}</li>
              ))}
            </ul>
          ) : (
            <p>The store has no products yet.</p>
          )}
        </section>
      ) : null}
    </article>
  );
}
