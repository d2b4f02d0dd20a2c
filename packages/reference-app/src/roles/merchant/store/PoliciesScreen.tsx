import { useGetMerchantPolicies } from '@marketplace/react-hooks';
import { DateText } from '../../../kit/DateText';
import { PolicyForm } from './PolicyForm';
import { StoreEntries } from './StoreEntries';

/**
 * The store's policies (`/merchant/store/policies`, needs `read` on `policies`): each policy's title, what
 * it covers, its text and when it changed; add one (`create`) and edit one (`update`) in a panel above
 * the list.
 *
 * @example
 * { path: 'store/policies', lazy: screen(merchant, 'PoliciesScreen') }
 */
export function PoliciesScreen() {
  return (
    <StoreEntries
      query={useGetMerchantPolicies()}
      resource="policies"
      noun="policy"
      heading={(policy) => policy.title}
      editLabel={(policy) => `Edit ${policy.title}`}
      form={(policy, onDone) => <PolicyForm policy={policy} onDone={onDone} />}
      empty={{
        title: 'No policies yet',
        text: 'Tell customers how you handle returns, refunds and shipping: they read your policies before buying.',
      }}
      listLabel="Your policies"
      loadingLabel="Loading your policies"
      fallbackMessage="Could not get your policies. Try again later."
    >
      {(policy) => (
        <>
          <p className="store-entry__meta">
            {policy.policyType ?? 'Policy'}
            {policy.updatedAt ? (
              <>
                {' · updated '}
                <DateText value={policy.updatedAt} />
              </>
            ) : null}
          </p>
          <p className="store-entry__text">{policy.description}</p>
        </>
      )}
    </StoreEntries>
  );
}
