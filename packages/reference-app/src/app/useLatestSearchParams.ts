import { useCallback, useContext, useRef } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';

/**
 * A reader of the URL's parameters as the router holds them now. `useSearchParams` gives those of the
 * last render, and its setter builds on them too (remix-run/react-router#9757, #14491): a write that
 * comes before the page re-renders after another navigation (a debounced search firing just after a row
 * link was followed, on a busy phone) would put the older parameters back and undo it. Reading the data
 * router's committed location at the moment of the write keeps both. Outside a data router it falls back
 * to the render's parameters.
 *
 * @example
 * const latest = useLatestSearchParams();
 * const next = new URLSearchParams(latest());
 */
export function useLatestSearchParams(): () => URLSearchParams {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const [params] = useSearchParams();
  const rendered = useRef(params);
  rendered.current = params;
  return useCallback(
    () => (dataRouter ? new URLSearchParams(dataRouter.router.state.location.search) : rendered.current),
    [dataRouter],
  );
}
