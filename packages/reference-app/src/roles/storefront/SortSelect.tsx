import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from './productSort';
import './storefront.css';

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  value: ProductSort;
  onChange(sort: ProductSort): void;
}

/**
 * The "Sort by" menu of a product list: newest, price low to high, price high to low, biggest discount.
 *
 * @example
 * const { sort, setSort } = useListParams();
 * <SortSelect value={sort} onChange={setSort} />
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ProductSort)}>
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}
