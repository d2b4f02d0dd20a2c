import { searchParamsTableState, type TableStateAdapter } from '@marketplace/react-hooks';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLatestSearchParams } from '../app/useLatestSearchParams';

/**
 * The table state of a workspace list kept in the page's URL (`?page=2&sort=name:asc&q=…`), so a reload
 * or a shared link shows the same page. Changes replace the history entry (paging does not fill the back
 * button).
 *
 * @example
 * const table = useTable({ operation: 'getAdminProducts', state: useUrlTableState() });
 */
export function useUrlTableState(): TableStateAdapter {
  const [, setParams] = useSearchParams();
  // The router's parameters now, not the last render's (useLatestSearchParams): a debounced search that
  // fires just after a row was opened keeps the open row. One adapter for the page's life.
  const latest = useLatestSearchParams();
  return useMemo(
    () => searchParamsTableState(latest, (next) => setParams(next, { replace: true })),
    [latest, setParams],
  );
}
