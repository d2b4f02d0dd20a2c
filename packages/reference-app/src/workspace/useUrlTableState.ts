import { searchParamsTableState, type TableStateAdapter } from '@marketplace/react-hooks';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The table state of a workspace list kept in the page's URL (`?page=2&sort=name:asc&q=…`), so a reload
 * or a shared link shows the same page. Changes replace the history entry (paging does not fill the back
 * button).
 *
 * @example
 * const table = useTable({ operation: 'getAdminProducts', state: useUrlTableState() });
 */
export function useUrlTableState(): TableStateAdapter {
  const [params, setParams] = useSearchParams();
  // The adapter reads the latest parameters through a ref: one adapter for the page's life.
  const latest = useRef(params);
  latest.current = params;
  return useMemo(
    () =>
      searchParamsTableState(
        () => latest.current,
        (next) => setParams(next, { replace: true }),
      ),
    [setParams],
  );
}
