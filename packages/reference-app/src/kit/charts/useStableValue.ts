import { useRef } from 'react';

/**
 * The same reference for as long as the value's JSON stays the same: a report screen that maps its rows
 * into new arrays on every render does not make the chart draw itself again.
 *
 * @example
 * const stable = useStableValue(rows.map((r) => ({ label: r.name, value: r.total })));
 */
export function useStableValue<T>(value: T): T {
  const key = JSON.stringify(value);
  const kept = useRef({ key, value });
  if (kept.current.key !== key) kept.current = { key, value };
  return kept.current.value;
}
