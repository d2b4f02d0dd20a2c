import { useFilterCustomerProducts } from '@marketplace/react-hooks';
import { useId, useState } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { type FacetScope, facetCountsInit } from './productListInits';
import type { FacetValues } from './useListParams';
import './storefront.css';

/** Props of {@link ProductFacetFilters}. */
export interface ProductFacetFiltersProps {
  /** The list's other filters: the counts are of the products they find. */
  scope: FacetScope;
  /** The brand, rating, discount and pay-on-delivery filters in force (from the URL). */
  value: FacetValues;
  onChange(facets: Partial<FacetValues>): void;
}

/** Brands shown before "Show all brands". */
const FIRST_BRANDS = 8;

/** An option's count beside its name, read with it as "Samsung, 2 products". */
function OptionCount({ n }: { n: number }) {
  return (
    <span className="facet__count">
      <span className="visually-hidden">, </span>
      {n} {n === 1 ? 'product' : 'products'}
    </span>
  );
}

/** One choice of a rating or discount level, with its count. */
function LevelChoices({
  legend,
  name,
  value,
  levels,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  value: string;
  levels: readonly { value: string; count: number }[];
  label: (level: string) => string;
  onChange(value: string): void;
}) {
  // A level in force that now finds nothing still shows, so it can be taken off.
  const shown = value && !levels.some((l) => l.value === value) ? [...levels, { value, count: 0 }] : levels;
  if (shown.length === 0) return null;
  return (
    <fieldset className="facet">
      <legend className="facet__legend">{legend}</legend>
      <label className="facet__option">
        <input type="radio" name={name} checked={!value} onChange={() => onChange('')} />
        <span>Any</span>
      </label>
      {shown.map((level) => (
        <label key={level.value} className="facet__option">
          <input
            type="radio"
            name={name}
            checked={value === level.value}
            onChange={() => onChange(level.value)}
          />
          <span>{label(level.value)}</span>
          <OptionCount n={level.count} />
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The brand, rating, discount and pay-on-delivery filters of a product list, each option with how many
 * products it finds
 * among the list's other filters (the filter call's `facets`, one small call: each facet counted without
 * its own choice, so the other brands keep their counts). A change applies at once (into the URL, which
 * the list reads). Brands beyond the first eight fold behind "Show all brands".
 *
 * @example
 * <ProductFacetFilters scope={{ categoryId: 5 }} value={facets} onChange={setFacets} />
 */
export function ProductFacetFilters({ scope, value, onChange }: ProductFacetFiltersProps) {
  const id = useId();
  const [allBrands, setAllBrands] = useState(false);
  // The options stay while a change's counts load (public data: the same for every shopper).
  const answer = useFilterCustomerProducts(facetCountsInit(scope, value), { keepPreviousData: true });
  const facets = answer.data?.facets;
  if (!facets) {
    if (answer.error)
      return <ErrorState message={answer.error.message} onRetry={() => void answer.mutate()} />;
    return <Spinner label="Counting the filter options" />;
  }
  // The brands chosen stay listed (with 0 when nothing else matches), so they can be unticked.
  const brands = [
    ...facets.brands,
    ...value.brands
      .filter((b) => !facets.brands.some((f) => f.value.toLowerCase() === b.toLowerCase()))
      .map((b) => ({ value: b, count: 0 })),
  ];
  const chosen = (brand: string) => value.brands.some((b) => b.toLowerCase() === brand.toLowerCase());
  const listed = allBrands ? brands : brands.filter((b, index) => index < FIRST_BRANDS || chosen(b.value));
  const toggle = (brand: string) =>
    onChange({
      brands: chosen(brand)
        ? value.brands.filter((b) => b.toLowerCase() !== brand.toLowerCase())
        : [...value.brands, brand],
    });

  return (
    <div className="facets" aria-busy={answer.isValidating}>
      {brands.length > 0 ? (
        <fieldset className="facet">
          <legend className="facet__legend">Brand</legend>
          <ul className="facet__list" id={`${id}-brands`}>
            {listed.map((brand) => (
              <li key={brand.value}>
                <label className="facet__option">
                  <input type="checkbox" checked={chosen(brand.value)} onChange={() => toggle(brand.value)} />
                  <span className="facet__name">{brand.value}</span>
                  <OptionCount n={brand.count} />
                </label>
              </li>
            ))}
          </ul>
          {brands.length > listed.length || allBrands ? (
            <button
              type="button"
              className="link-button"
              aria-expanded={allBrands}
              aria-controls={`${id}-brands`}
              onClick={() => setAllBrands(!allBrands)}
            >
              {allBrands ? 'Show fewer brands' : `Show all ${brands.length} brands`}
            </button>
          ) : null}
        </fieldset>
      ) : null}
      <LevelChoices
        legend="Customer rating"
        name={`${id}-rating`}
        value={value.rating}
        levels={facets.ratings}
        label={(level) => `${level} ${level === '1' ? 'star' : 'stars'} & up`}
        onChange={(rating) => onChange({ rating })}
      />
      <LevelChoices
        legend="Discount"
        name={`${id}-off`}
        value={value.off}
        levels={facets.discounts}
        label={(level) => `${level}% off or more`}
        onChange={(off) => onChange({ off })}
      />
      {/* Shown while it finds something, or while it is on (so it can be taken off). */}
      {facets.payOnDelivery > 0 || value.pod ? (
        <fieldset className="facet">
          <legend className="facet__legend">Payment</legend>
          <label className="facet__option">
            <input type="checkbox" checked={value.pod} onChange={() => onChange({ pod: !value.pod })} />
            <span className="facet__name">Pay on delivery</span>
            <OptionCount n={facets.payOnDelivery} />
          </label>
        </fieldset>
      ) : null}
    </div>
  );
}
