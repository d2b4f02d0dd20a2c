import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { MarketplaceError } from '@marketplace/sdk';
import { operationRequestSchemas } from '@marketplace/sdk/schemas';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { type FilterBody, type FilterValues, filterBody } from './filterBody';
import { contractSchema, serverFieldError } from './formValidation';
import './storefront.css';

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
  const resolver = useMemo(
    () =>
      standardSchemaResolver(
        contractSchema<FilterValues, FilterBody>(operationRequestSchemas.filterCustomerProducts(), {
          labels: { q: 'Search', min: 'Minimum price', max: 'Maximum price' },
          fieldOf: { search: 'q', minPrice: 'min', maxPrice: 'max' },
          toBody: filterBody,
          check: (body) =>
            body.minPrice !== undefined && body.maxPrice !== undefined && body.minPrice > body.maxPrice
              ? [{ field: 'max', message: 'Maximum price must not be below the minimum price' }]
              : [],
        }),
      ),
    [],
  );
  const form = useForm<FilterValues, unknown, FilterBody>({ resolver, defaultValues: value });
  const { register, handleSubmit, reset, formState } = form;
  const { q, min, max } = value;
  // The URL is the truth: back and forward, or a link, bring their filters into the form.
  useEffect(() => reset({ q, min, max }), [reset, q, min, max]);

  const apply = handleSubmit((body) =>
    onApply({
      q: body.search ?? '',
      min: body.minPrice !== undefined ? String(body.minPrice) : '',
      max: body.maxPrice !== undefined ? String(body.maxPrice) : '',
    }),
  );
  const active = Boolean(q || min || max);

  return (
    <form className="product-filters" aria-label="Filter products" onSubmit={apply} noValidate>
      <Field
        label={`Search in ${scope}`}
        error={formState.errors.q?.message ?? serverFieldError(error, 'search')}
      >
        <input type="search" {...register('q')} />
      </Field>
      <Field
        label="Minimum price (₦)"
        error={formState.errors.min?.message ?? serverFieldError(error, 'minPrice')}
      >
        <input type="number" inputMode="decimal" min={0} step="any" {...register('min')} />
      </Field>
      <Field
        label="Maximum price (₦)"
        error={formState.errors.max?.message ?? serverFieldError(error, 'maxPrice')}
      >
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
