/** The spec's load states (section 4): every data load moves idle, loading, then succeeded or failed. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * The load state of a query or mutation from SWR's fields.
 *
 * @example
 * loadStatus({ skipped: false, loading: true, error: undefined, hasData: false }); // 'loading'
 */
export function loadStatus(state: {
  skipped: boolean;
  loading: boolean;
  error: unknown;
  hasData: boolean;
}): LoadStatus {
  if (state.skipped) return 'idle';
  if (state.loading) return 'loading';
  if (state.error !== undefined) return 'failed';
  return state.hasData ? 'succeeded' : 'idle';
}
