import {
  useGetAllCategories,
  useGetMerchantProducts,
  useGetSalesByCustomersReport,
} from '@marketplace/react-hooks';
import type { CouponTargetValue } from '@marketplace/sdk';
import { useId, useState } from 'react';

/** Props of {@link CouponTargetsPicker}. */
export interface CouponTargetsPickerProps {
  /** What is picked: the store's products, the marketplace's categories or the store's customers. */
  kind: 'Product' | 'Category' | 'Customer';
  /** The picker's name ("Spend applies to these products"). */
  label: string;
  value: readonly CouponTargetValue[];
  onChange(value: CouponTargetValue[]): void;
  error?: string;
}

// Every customer who ever bought from the store: the report from this day on (it ends today).
const SINCE_EVER = '2000-01-01';

const NOUNS = { Product: 'products', Category: 'categories', Customer: 'customers' } as const;

/**
 * Picks products, categories or customers by name for a coupon (`spendAppliesToId`, `rewardAppliesToId`,
 * `eligibleCustomers`: a list of id and name): type part of a name, add a match, remove a chosen one.
 * Products are the store's own, searched on the server; categories are filtered by name here; customers
 * are those who bought from the store (the sales-by-customers report since ever), by name or email.
 *
 * @example
 * <CouponTargetsPicker kind="Product" label="Products" value={form.values.spendAppliesToId}
 *   onChange={(targets) => form.setField('spendAppliesToId', targets)} />
 */
export function CouponTargetsPicker({ kind, label, value, onChange, error }: CouponTargetsPickerProps) {
  const id = useId();
  const [term, setTerm] = useState('');
  const search = term.trim();
  const products = useGetMerchantProducts(
    kind === 'Product' ? { query: { limit: 8, ...(search ? { search } : {}) } } : null,
  );
  const categories = useGetAllCategories(kind === 'Category' ? {} : null);
  const customers = useGetSalesByCustomersReport(
    kind === 'Customer' ? { query: { startDate: SINCE_EVER } } : null,
  );
  const source = kind === 'Product' ? products : kind === 'Category' ? categories : customers;
  const wanted = search.toLowerCase();
  const all: CouponTargetValue[] =
    kind === 'Product'
      ? (products.data?.rows ?? []).map((p) => ({ id: p.id, name: p.name }))
      : kind === 'Category'
        ? (categories.data ?? [])
            .filter((c) => c.name.toLowerCase().includes(wanted))
            .map((c) => ({ id: c.id, name: c.name }))
        : (customers.data ?? [])
            .map((c) => ({
              id: c.customerId,
              name: `${c.firstName} ${c.lastName}`.trim(),
              email: c.email ?? '',
            }))
            .filter((c) => `${c.name} ${c.email}`.toLowerCase().includes(wanted))
            .map(({ id, name }) => ({ id, name }));
  const chosen = new Set(value.map((target) => target.id));
  const matches = all.filter((target) => !chosen.has(target.id)).slice(0, 8);
  const noun = NOUNS[kind];

  return (
    <fieldset
      className={`coupon-targets${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      {value.length ? (
        <ul className="coupon-targets__chosen" aria-label={`Chosen ${noun}`}>
          {value.map((target) => (
            <li key={target.id}>
              {target.name}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => onChange(value.filter((t) => t.id !== target.id))}
              >
                Remove {target.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field__hint">None chosen yet.</p>
      )}
      <label htmlFor={`${id}-search`}>Find {noun} by name</label>
      <input id={`${id}-search`} type="search" value={term} onChange={(e) => setTerm(e.target.value)} />
      {source.status === 'loading' ? <p aria-live="polite">Looking for {noun}…</p> : null}
      {source.status === 'failed' ? (
        <p role="alert">
          {source.error?.message}{' '}
          <button type="button" className="link-button" onClick={() => void source.mutate()}>
            Try again
          </button>
        </p>
      ) : null}
      {source.status === 'succeeded' && matches.length === 0 ? (
        <p className="field__hint">No other {noun} match.</p>
      ) : null}
      {matches.length ? (
        <ul className="coupon-targets__matches" aria-label={`Matching ${noun}`}>
          {matches.map((target) => (
            <li key={target.id}>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onChange([...value, target])}
              >
                Add {target.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
