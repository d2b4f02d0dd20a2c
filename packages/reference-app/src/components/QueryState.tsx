import type { LoadStatus } from '@marketplace/react-hooks';
import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { Spinner } from './Spinner';

/** What {@link QueryState} reads of a query hook's result. */
export interface QueryStateSource<Data> {
  data?: Data;
  status: LoadStatus;
  error?: { message: string; status?: number } | null;
  /** Asks again ("Try again"). */
  mutate(): unknown;
}

/** Props of {@link QueryState}. */
export interface QueryStateProps<Data> {
  /** The query hook's result. */
  query: QueryStateSource<Data>;
  /** What the spinner says while the data loads ("Loading your policies"). */
  loadingLabel: string;
  /** Said when the query failed without a message of its own. */
  fallbackMessage: string;
  /** Shown instead of the error when the server answers 404: there is nothing yet, which is no failure. */
  notFound?: ReactNode;
  /** What shows once the data is there. */
  children: (data: NonNullable<Data>) => ReactNode;
}

/**
 * One query's part of a page: its content once the data is there, else the error with "Try again" (or
 * `notFound` for a 404, where there is nothing yet), else a spinner. Each part of a page loads and fails
 * on its own.
 *
 * @example
 * <QueryState query={plans} loadingLabel="Loading the pricing plans" fallbackMessage="Could not get the pricing plans.">
 *   {(list) => <PlanList plans={list} />}
 * </QueryState>
 */
export function QueryState<Data>({
  query,
  loadingLabel,
  fallbackMessage,
  notFound,
  children,
}: QueryStateProps<Data>) {
  const data = query.data;
  if (data !== undefined && data !== null) return children(data);
  if (query.status !== 'failed') return <Spinner label={loadingLabel} />;
  if (notFound !== undefined && query.error?.status === 404) return notFound;
  return <ErrorState message={query.error?.message ?? fallbackMessage} onRetry={() => void query.mutate()} />;
}
