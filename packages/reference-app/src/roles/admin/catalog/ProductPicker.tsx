import { useGetAdminProducts } from '@marketplace/react-hooks';
import { useId, useState } from 'react';
import { SearchBox } from '../../../kit/SearchBox';
import { RetryAlert } from '../RetryAlert';

/** A product as the picker shows it. */
export interface PickedProduct {
  id: number;
  name: string;
  storeName?: string;
}

/** Props of {@link ProductPicker}. */
export interface ProductPickerProps {
  /** The field's name, said in its labels: "Product", "Products". */
  label: string;
  /** The products chosen. */
  value: readonly PickedProduct[];
  onChange(value: PickedProduct[]): void;
  /** Several products (a collection), or one (a promotion: a new choice replaces the old). */
  multiple?: boolean;
  /** Only approved products are offered (promotions take approved products only). */
  approvedOnly?: boolean;
  /** Describes the control (the form field's hint and error). */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  id?: string;
}

/**
 * Picks products by name from every store (`getAdminProducts` searched on the server, 12 matches at a
 * time): the matches as buttons ("Add Adire pillow"), the chosen ones listed with "Remove". Used for a
 * promotion's product and a featured collection's products.
 *
 * @example
 * <ProductPicker label="Products" multiple value={picked} onChange={setPicked} />
 */
export function ProductPicker({
  label,
  value,
  onChange,
  multiple = false,
  approvedOnly = false,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: ProductPickerProps) {
  const [search, setSearch] = useState('');
  const resultsId = useId();
  const found = useGetAdminProducts(search ? { query: { search, limit: 12, offset: 0 } } : null);
  const chosen = new Set(value.map((p) => p.id));
  const matches = (found.data?.rows ?? []).filter(
    (p) => !chosen.has(p.id) && (!approvedOnly || p.approvalStatus.toLowerCase() === 'approved'),
  );
  const add = (p: PickedProduct) => onChange(multiple ? [...value, p] : [p]);
  return (
    <div id={id} className="product-picker" aria-describedby={describedBy} aria-invalid={invalid}>
      {value.length > 0 ? (
        <ul className="product-picker__chosen" aria-label={`${label} chosen`}>
          {value.map((p) => (
            <li key={p.id}>
              <span>
                {p.name}
                {p.storeName ? <span className="product-picker__store"> · {p.storeName}</span> : null}
              </span>{' '}
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${p.name}`}
                onClick={() => onChange(value.filter((other) => other.id !== p.id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="product-picker__none">{multiple ? 'No product chosen yet.' : 'No product chosen.'}</p>
      )}
      <SearchBox
        label="Search products by name"
        value={search}
        onChange={setSearch}
        placeholder="Product name"
      />
      <div id={resultsId} aria-live="polite" className="product-picker__results">
        {!search ? null : found.status === 'loading' ? (
          <p>Searching…</p>
        ) : found.status === 'failed' ? (
          <RetryAlert
            error={found.error}
            fallback="Could not search the products."
            onRetry={() => void found.mutate()}
            buttonClassName="link-button"
          />
        ) : matches.length === 0 ? (
          <p>{approvedOnly ? 'No approved product matches.' : 'No product matches.'}</p>
        ) : (
          <ul aria-label="Matching products">
            {matches.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`${multiple ? 'Add' : 'Choose'} ${p.name}`}
                  onClick={() =>
                    add({ id: p.id, name: p.name, ...(p.storeName ? { storeName: p.storeName } : {}) })
                  }
                >
                  {multiple ? 'Add' : 'Choose'}
                </button>{' '}
                {p.name}
                {p.storeName ? <span className="product-picker__store"> · {p.storeName}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
