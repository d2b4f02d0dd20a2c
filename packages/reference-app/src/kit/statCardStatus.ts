import type { LoadStatus } from '@marketplace/react-hooks';
import type { StatCardProps } from './StatCard';

/**
 * The props a `StatCard` takes from the query of its figure: its load `status`, and the query's message
 * when it failed (the card's default words when the query has none). Spread them on the card.
 *
 * @example
 * const stores = useGetStoresForApproval({ query: { limit: 1 } });
 * <StatCard label="Stores awaiting approval" value={stores.data?.count ?? 0} {...statCardStatus(stores)} />
 */
export function statCardStatus(query: {
  status: LoadStatus;
  error?: { message: string } | null;
}): Pick<StatCardProps, 'status' | 'errorMessage'> {
  return { status: query.status, errorMessage: query.error?.message };
}
