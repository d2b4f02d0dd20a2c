import { useCallback, useEffect, useState } from 'react';
import { type NavigateOptions, useLocation, useSearchParams } from 'react-router';
import { useLatestSearchParams } from './useLatestSearchParams';

/** A value for a URL parameter: empty, `null` and `undefined` take the parameter out of the URL. */
export type SearchParamValue = string | number | null | undefined;

/** Writes some URL parameters, keeping the others. */
export type SearchParamsWriter = (
  values: Readonly<Record<string, SearchParamValue>>,
  options?: NavigateOptions,
) => void;

/**
 * A writer of the page's URL parameters: each given value is set (a number as its digits), an empty one
 * removed, the others kept as they are. It replaces the history entry unless told `{ replace: false }`
 * (a filter or an open row is not a page of its own; a checkout step is).
 *
 * @example
 * const write = useSearchParamsWriter();
 * write({ status: '', kind: '' }); // clear two filters
 */
export function useSearchParamsWriter(): SearchParamsWriter {
  const [, setParams] = useSearchParams();
  const latest = useLatestSearchParams();
  return useCallback(
    (values, options) => {
      // Built on the router's parameters now, not the last render's: a write never undoes a navigation
      // the page has not rendered yet.
      const next = new URLSearchParams(latest());
      for (const [name, value] of Object.entries(values)) {
        if (value === undefined || value === null || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      setParams(next, { replace: true, ...options });
    },
    [setParams, latest],
  );
}

/**
 * One URL parameter as state: its value (`''` when the URL has none) and a setter that writes it, or
 * takes it out when empty, keeping the other parameters; the history entry is replaced unless told
 * otherwise (see {@link useSearchParamsWriter}). The value just written is shown at once, until the router
 * commits the next navigation: a URL write is a navigation the data router commits later (after the
 * route's loaders), and a controlled radio or select showing the URL's old value meanwhile springs back
 * under the shopper's finger on a slow phone.
 *
 * @example
 * const [status, setStatus] = useSearchParam('status');
 * <FilterSelect label="Status" value={status} options={options} onChange={setStatus} />
 */
export function useSearchParam(
  name: string,
  options?: NavigateOptions,
): [string, (value: SearchParamValue) => void] {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const write = useSearchParamsWriter();
  // The written value, for the location it was written on: once another location commits, it is
  // forgotten (kept, Back to that entry would show it instead of the entry's own URL).
  const [written, setWritten] = useState<{ value: string; key: string } | null>(null);
  useEffect(() => {
    if (written && written.key !== key) setWritten(null);
  }, [written, key]);
  const set = useCallback(
    (value: SearchParamValue) => {
      setWritten({ value: value === undefined || value === null ? '' : String(value), key });
      write({ [name]: value }, options);
    },
    [write, name, options, key],
  );
  return [written && written.key === key ? written.value : (params.get(name) ?? ''), set];
}
