import type { MarketplaceError } from '@marketplace/sdk';
import { useEffect } from 'react';
import { Field } from '../../components/Field';
import { useContractForm } from '../../components/form/useContractForm';
import { type FilterBody, type FilterValues, filterBody } from './filterBody';
import './storefront.css';

/** The filter's fields and the words its messages name them by. */
const FIELDS = new Map([
  ['q', 'Search'],
  ['min', 'Minimum price'],
  ['max', 'Maximum price'],
] as const);

/** The filter call's body fields by their names in the form. */
const FIELD_OF = { search: 'q', minPrice: 'min', maxPrice: 'max' };

/** Props of {@link ProductFilters}. */
export interface ProductFiltersProps {
  /** The filters in force (from the URL). */
  value: FilterValues;
  /** Where the search applies ("Phones & Tablets"), for the search field's label. */
  scope: string;
  onApply(filters: FilterValues): void;
  /** The list call's failure, whose 422 field messages show beside the fields. */
  error?: MarketplaceError;
}

/**
 * Filters of a product list: a search within the list and a price range (the contract's product filter
 * takes `search`, `minPrice` and `maxPrice`; it has no sort order). Checked on the client with the
 * filter's request schema plus "minimum not above maximum"; the server's 422 messages show beside the
 * fields too.
 *
 * @example
 * <ProductFilters value={{ q, min, max }} scope="Groceries" onApply={setFilters} />
 */
export function ProductFilters({ value, scope, onApply, error }: ProductFiltersProps) {
  // A filter sends nothing of its own (the list below reads the URL): the form hook checks it with the
  // filter call's request schema and hands the values to `onApply`.
  const contract = useContractForm<'filterCustomerProducts', FilterValues, FilterBody>({
    operation: 'filterCustomerProducts',
    defaultValues: value,
    labels: Object.fromEntries(FIELDS),
    fields: [...FIELDS.keys()],
    fieldOf: FIELD_OF,
    toBody: filterBody,
    check: (body) =>
      body.minPrice !== undefined && body.maxPrice !== undefined && body.minPrice > body.maxPrice
        ? [{ field: 'max', message: 'Maximum price must not be below the minimum price' }]
        : [],
    send: (body) =>
      onApply({
        q: body.search ?? '',
        min: body.minPrice !== undefined ? String(body.minPrice) : '',
        max: body.maxPrice !== undefined ? String(body.maxPrice) : '',
      }),
    resetOnSuccess: false,
  });
  const { register, reset, formState, getFieldState, clearErrors } = contract.form;
  const { showFailure } = contract;
  const { q, min, max } = value;
  // The URL is the truth: back and forward, or a link, bring their filters into the form.
  useEffect(() => reset({ q, min, max }), [reset, q, min, max]);
  // The list call's 422 messages show beside the fields, as long as the list is refused.
  useEffect(() => {
    if (error) showFailure(error);
    else
      for (const name of FIELDS.keys()) if (getFieldState(name).error?.type === 'server') clearErrors(name);
  }, [error, showFailure, getFieldState, clearErrors]);

  const active = Boolean(q || min || max);

  return (
    <form
      className="product-filters"
      aria-label="Filter products"
      onSubmit={(event) => void contract.submit(event)}
      noValidate
    >
      <Field label={`Search in ${scope}`} error={formState.errors.q?.message}>
        <input type="search" {...register('q')} />
      </Field>
      <Field label="Minimum price (₦)" error={formState.errors.min?.message}>
        <input type="number" inputMode="decimal" min={0} step="any" {...register('min')} />
      </Field>
      <Field label="Maximum price (₦)" error={formState.errors.max?.message}>
        <input type="number" inputMode="decimal" min={0} step="any" {...register('max')} />
      </Field>
      <div className="product-filters__actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        {active ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onApply({ q: '', min: '', max: '' })}
          >
            Clear filters
          </button>
        ) : null}
      </div>
    </form>
  );
}
