import type { LoadStatus } from '@marketplace/react-hooks';
import type { MarketplaceError } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';

/** Props of {@link DetailLoadState}. */
export interface DetailLoadStateProps {
  /** The detail's query hook result (its status, error and `mutate` to try again). */
  query: { status: LoadStatus; error?: MarketplaceError; mutate(): unknown };
  /** What the spinner says while the detail loads ("Loading the order"). */
  loadingLabel: string;
  /** Said when the query failed without a message of its own. */
  fallbackMessage: string;
  /** The class of the block around the error (the detail's own, so it sits where the detail would). */
  className: string;
  /** The way out under the error: a "Back to …" link or a Close button. */
  children: ReactNode;
}

/**
 * What a detail shows before it has its data: a spinner while loading, else the error (with "Try again",
 * except for a 404, which another try cannot mend) and the way back. Render it while the data is missing.
 *
 * @example
 * if (!order)
 *   return (
 *     <DetailLoadState query={query} loadingLabel="Loading the order"
 *       fallbackMessage="Could not get the order." className="merchant-order">
 *       <Link to={listHref}>Back to the orders</Link>
 *     </DetailLoadState>
 *   );
 */
export function DetailLoadState({
  query,
  loadingLabel,
  fallbackMessage,
  className,
  children,
}: DetailLoadStateProps) {
  if (query.status === 'loading') return <Spinner label={loadingLabel} />;
  return (
    <div className={className}>
      <ErrorState
        message={query.error?.message ?? fallbackMessage}
        onRetry={query.error?.status === 404 ? undefined : () => void query.mutate()}
      />
      {children}
    </div>
  );
}
