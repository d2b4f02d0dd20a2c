import { useAllowed, useGetMerchantPolicies } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Spinner } from '../../../components/Spinner';
import { DateText } from '../../../kit/DateText';
import { PolicyForm } from './PolicyForm';
import './store.css';

type Policy = Entity<'Policy'>;

/**
 * The store's policies (`/merchant/store/policies`, needs `read` on `policies`): each policy's title, what
 * it covers, its text and when it changed; add one (`create`) and edit one (`update`) in a panel above
 * the list.
 *
 * @example
 * { path: 'store/policies', lazy: screen(merchant, 'PoliciesScreen') }
 */
export function PoliciesScreen() {
  const policies = useGetMerchantPolicies();
  const canCreate = useAllowed('policies', 'create', 'merchant');
  const canUpdate = useAllowed('policies', 'update', 'merchant');
  const [editing, setEditing] = useState<Policy | 'new' | undefined>();
  const list = policies.data ?? [];

  return (
    <div className="workspace-list store-entries">
      {canCreate && editing === undefined ? (
        <p>
          <button type="button" className="button" onClick={() => setEditing('new')}>
            Add policy
          </button>
        </p>
      ) : null}
      {editing !== undefined ? (
        <section className="store-list__panel" aria-labelledby="policy-form-title">
          <header>
            <h2 id="policy-form-title">{editing === 'new' ? 'New policy' : `Edit ${editing.title}`}</h2>
            <button type="button" className="button button--secondary" onClick={() => setEditing(undefined)}>
              Cancel
            </button>
          </header>
          <PolicyForm
            key={editing === 'new' ? 'new' : editing.id}
            policy={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(undefined)}
          />
        </section>
      ) : null}
      {policies.data ? (
        list.length === 0 ? (
          <EmptyState title="No policies yet">
            Tell customers how you handle returns, refunds and shipping: they read your policies before
            buying.
          </EmptyState>
        ) : (
          <ul className="store-entries__list" aria-label="Your policies">
            {list.map((policy) => (
              <li key={policy.id}>
                <article className="store-entry" aria-labelledby={`policy-${policy.id}`}>
                  <header>
                    <h2 id={`policy-${policy.id}`}>{policy.title}</h2>
                    {canUpdate ? (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={`Edit ${policy.title}`}
                        onClick={() => setEditing(policy)}
                      >
                        Edit
                      </button>
                    ) : null}
                  </header>
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
                </article>
              </li>
            ))}
          </ul>
        )
      ) : policies.status === 'failed' ? (
        <ErrorState
          message={policies.error?.message ?? 'Could not information on this order. Try again later.'}
          onRetry={() => void policies.mutate()}
        />
      ) : (
        <Spinner label="Loading your policies" />
      )}
    </div>
  );
}
