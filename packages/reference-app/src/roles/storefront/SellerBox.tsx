import { Link, useLocation } from 'react-router';
import { storePath } from '../../components/product';
import { FollowStore } from './FollowStore';
import { StoreScore } from './StoreScore';

/** Props of {@link SellerBox}. */
export interface SellerBoxProps {
  storeId: number;
  storeName: string;
  merchantId?: number;
}

/**
 * The product page's seller box: the store's name and a link to its page, its score (rating, orders fulfilled,
 * followers) and the follow button, the store page's own pieces.
 *
 * @example
 * <SellerBox storeId={2} storeName="Naija Gadgets Hub" merchantId={7} />
 */
export function SellerBox({ storeId, storeName, merchantId }: SellerBoxProps) {
  // A guest who logs in to follow comes back to this product.
  const { pathname } = useLocation();
  return (
    <section className="seller-box" aria-labelledby="seller-box-title">
      <h2 id="seller-box-title" className="seller-box__title">
        About the seller
      </h2>
      <p className="seller-box__store">
        <strong>{storeName}</strong> <Link to={storePath(storeId)}>Visit the store</Link>
      </p>
      <StoreScore storeId={storeId} />
      <FollowStore storeId={storeId} merchantId={merchantId} storeName={storeName} returnTo={pathname} />
    </section>
  );
}
