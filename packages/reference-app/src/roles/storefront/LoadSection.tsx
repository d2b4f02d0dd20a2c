import type { MarketplaceError } from '@marketplace/sdk';
import { type ReactNode, type Ref, useId } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import './storefront.css';

/** Props of {@link LoadSection}. */
export interface LoadSectionProps {
  /** The section's heading. */
  title: string;
  /** The heading's level; 2 on a page whose `h1` is above. */
  level?: 2 | 3;
  /** Whether the data has arrived (then `children` show, or the empty text when `empty`). */
  loaded: boolean;
  error: MarketplaceError | undefined;
  /** The data arrived and has nothing to show. */
  empty?: boolean;
  /** What to say when empty. */
  emptyText: string;
  /** What is loading, for the spinner ("Loading super deals"). */
  loadingLabel?: string;
  /** Fetch again (a query hook's `mutate`). */
  onRetry?: () => void;
  /** Extra content beside the heading (a "See all" link). */
  aside?: ReactNode;
  /**
   * While loading, the shape of what will come (a {@link ProductGridPlaceholder}): it holds the content's
   * space so that the sections below do not jump when it arrives. Hidden from assistive technologies (the
   * spinner says what is loading); gone once the data or an error is there.
   */
  placeholder?: ReactNode;
  className?: string;
  children?: ReactNode;
  /** The section element (for `useLoadWhenNear`, which watches it come near the screen). */
  ref?: Ref<HTMLElement>;
}

/** What {@link loadBindings} reads of a list's query hook result. */
export interface LoadBindingsSource {
  data: readonly unknown[] | undefined;
  error: MarketplaceError | undefined;
  mutate(): unknown;
}

/**
 * The props a `LoadSection` takes from a list's query hook: loaded once the list is there, empty when it
 * has nothing, its error, and "Try again" fetching it anew. Spread them on the section; its title, empty
 * text and content stay the screen's.
 *
 * @example
 * const deals = useGetSuperDeals();
 * <LoadSection title="Super deals" {...loadBindings(deals)} emptyText="No super deals right now.">
 *   <ProductGrid products={deals.data ?? []} />
 * </LoadSection>
 */
export function loadBindings(
  query: LoadBindingsSource,
): Pick<LoadSectionProps, 'loaded' | 'error' | 'empty' | 'onRetry'> {
  return {
    loaded: query.data !== undefined,
    error: query.error,
    empty: query.data?.length === 0,
    onRetry: () => void query.mutate(),
  };
}

/**
 * One section of a page with its own load states: a spinner while loading (with the content's shape when
 * given, so that nothing below jumps when it arrives), the error with "Try again" when its call failed
 * (the rest of the page is untouched), a short text when empty, else its content.
 *
 * @example
 * const deals = useGetSuperDeals();
 * <LoadSection title="Super deals" {...loadBindings(deals)} emptyText="No super deals right now."
 *   placeholder={<ProductGridPlaceholder />}>
 *   <ProductGrid products={deals.data ?? []} />
 * </LoadSection>
 */
export function LoadSection({
  title,
  level = 2,
  loaded,
  error,
  empty = false,
  emptyText,
  loadingLabel,
  onRetry,
  aside,
  placeholder,
  className,
  children,
  ref,
}: LoadSectionProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  let body: ReactNode;
  if (error && !loaded) body = <ErrorState message={error.message} onRetry={onRetry} />;
  else if (!loaded) {
    const spinner = <Spinner label={loadingLabel ?? `Loading ${title.toLowerCase()}`} />;
    // The spinner floats over the placeholder, so that the space held is the content's alone.
    body = placeholder ? (
      <div className="load-section__loading">
        {spinner}
        <div className="load-section__placeholder" aria-hidden="true">
          {placeholder}
        </div>
      </div>
    ) : (
      spinner
    );
  } else if (empty) body = <p className="load-section__empty">{emptyText}</p>;
  else body = children;
  return (
    <section ref={ref} className={['load-section', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <div className="load-section__header spread spread--baseline">
        <Heading id={id} className="load-section__title">
          {title}
        </Heading>
        {aside}
      </div>
      {body}
    </section>
  );
}
