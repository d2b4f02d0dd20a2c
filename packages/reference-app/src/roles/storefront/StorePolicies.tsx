import { useGetStorePolicies } from '@marketplace/react-hooks';
import { FoldedText } from '../../components/FoldedText';
import './storefront.css';

/**
 * A store's policies for its customers (`getStorePolicies`: returns, shipping and the like), each under
 * its title and kind; nothing while loading, when the store has none or when they cannot be read (the
 * page around them stays usable). Shown on the public store page and the product page.
 *
 * @example
 * <StorePolicies storeId={product.storeId} storeName={product.storeName} />
 */
export function StorePolicies({ storeId, storeName }: { storeId: number; storeName?: string }) {
  const policies = useGetStorePolicies({ path: { id: storeId } });
  const list = policies.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="store-policies" aria-labelledby={`store-policies-${storeId}`}>
      <h2 id={`store-policies-${storeId}`}>{storeName ? `${storeName}’s policies` : 'Store policies'}</h2>
      <ul className="store-policies__list">
        {list.map((policy) => (
          <li key={policy.id} className="store-policy">
            <h3 className="store-policy__title">
              {policy.title}
              {policy.policyType && policy.policyType !== policy.title ? (
                <span className="store-policy__kind">{policy.policyType}</span>
              ) : null}
            </h3>
            <FoldedText text={policy.description} className="store-policy__text" />
          </li>
        ))}
      </ul>
    </section>
  );
}
