import { EmptyState } from '../../components/EmptyState';

/**
 * What a product list says when its filters match nothing: the heading, a hint at what to loosen, and
 * "Clear filters". The search and category pages show it in place of their grid.
 *
 * @example
 * <NoFilterMatch hint="Try fewer brands, or a lower rating or discount." onClear={clearFilters} />
 */
export function NoFilterMatch({ hint, onClear }: { hint: string; onClear(): void }) {
  return (
    <EmptyState
      title="No products match your filters"
      action={
        <button type="button" className="button button--secondary" onClick={onClear}>
          Clear filters
        </button>
      }
    >
      <p>{hint}</p>
    </EmptyState>
  );
}
