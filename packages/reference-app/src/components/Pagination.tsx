import './components.css';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The current page, counting from 1. */
  page: number;
  /** Items per page (the call's `limit`). */
  pageSize: number;
  /** How many items there are in all (the answer's `count`). */
  total: number;
  /** Called with the page asked for; the call's `offset` is `(page - 1) * pageSize`. */
  onPageChange(page: number): void;
}

/** The page numbers to show: the first, the last, and the current one with its neighbours; 0 is a gap. */
export function pageList(page: number, pages: number): number[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: number[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && n - last === 2) out.push(last + 1);
    else if (last !== undefined && n - last > 2) out.push(0);
    out.push(n);
  }
  return out;
}

/**
 * Paging for a list called with limit and offset: "Showing 13–24 of 40", Previous and Next buttons
 * (disabled on the first and last page) and page buttons, in a `nav` labelled "Pagination"; the current
 * page is marked with `aria-current="page"`. Renders nothing when everything fits on one page.
 *
 * @example
 * const [page, setPage] = useState(1);
 * const { data } = useGetAllCustomerProducts({ query: { limit: 12, offset: (page - 1) * 12 } });
 * <Pagination page={page} pageSize={12} total={data?.count ?? 0} onPageChange={setPage} />
 */
export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  return (
    <nav className="pagination" aria-label="Pagination">
      <p className="pagination__summary">
        Showing {first}–{last} of {total}
      </p>
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__button"
            aria-label="Previous page"
            onClick={() => onPageChange(current - 1)}
            disabled={current <= 1}
          >
            <span aria-hidden="true">‹</span>
            <span className="pagination__word">Previous</span>
          </button>
        </li>
        {pageList(current, pages).map((n, index) =>
          n === 0 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className="pagination__button pagination__page"
                aria-current={n === current ? 'page' : undefined}
                aria-label={`Page ${n}`}
                onClick={() => n !== current && onPageChange(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination__button"
            aria-label="Next page"
            onClick={() => onPageChange(current + 1)}
            disabled={current >= pages}
          >
            <span className="pagination__word">Next</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
