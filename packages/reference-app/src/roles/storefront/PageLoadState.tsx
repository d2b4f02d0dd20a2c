import type { MarketplaceError } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';

/** Props of {@link PageLoadState}. */
export interface PageLoadStateProps {
  /** The page's query (its error, and `mutate` to try again). */
  query: { error?: MarketplaceError; mutate(): unknown };
  /** What the page shows, in words: "product" makes "Product unavailable" and "Loading the product". */
  noun: string;
  /** Above the error's heading (a breadcrumb). */
  before?: ReactNode;
  /** Under the error (a way back). */
  children?: ReactNode;
}

/**
 * A storefront page before its data is there: "<Noun> unavailable" with the error and "Try again" when
 * its call failed (the page's head says so too: `loadingHead`), else a spinner. Render it while the data is missing.
 *
 * @example
 * if (!product.data) return <PageLoadState query={product} noun="product" />;
 */
export function PageLoadState({ query, noun, before, children }: PageLoadStateProps) {
  if (!query.error) {
    return (
      <div className="container page">
        <Spinner label={`Loading the ${noun}`} />
      </div>
    );
  }
  const heading = `${noun[0]?.toUpperCase()}${noun.slice(1)} unavailable`;
  return (
    <div className="container page">
      {before}
      <h1>{heading}</h1>
      <ErrorState message={query.error.message} onRetry={() => void query.mutate()} />
      {children}
    </div>
  );
}
