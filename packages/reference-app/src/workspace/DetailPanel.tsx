import type { ReactNode } from 'react';
import { DetailHead } from './DetailHead';
import { DetailLoadState, type DetailLoadStateProps } from './DetailLoadState';
import { useRevealOnLoad } from './useRevealOnLoad';

/** Props of {@link DetailPanel}. */
export interface DetailPanelProps<T> {
  /** The detail's query hook result: its data, status, error and `mutate` to try again. */
  query: DetailLoadStateProps['query'] & { data?: T };
  /** What the spinner says while the detail loads ("Loading the order"). */
  loadingLabel: string;
  /** Said when the query failed without a message of its own. */
  fallbackMessage: string;
  /** The heading's id, which names the detail. */
  titleId: string;
  /** The heading, from the loaded data ("Order ORD-12"). */
  title(data: T): ReactNode;
  /** Closes the detail: a Close button beside the heading and under an error. */
  onClose?(): void;
  /** The way out under an error instead of the Close button ("Back to the orders"). */
  back?: ReactNode;
  /** The block's class; default `merchant-order` (the look of every detail under a list). */
  className?: string;
  /** The detail's content, once loaded. */
  children(data: T): ReactNode;
}

/**
 * A detail shown under a workspace list (an order, a return, a transaction): a spinner while it loads, the
 * error with "Try again" and a way out when it fails, then an `<article>` named by its heading, which takes
 * focus (and scrolls into view) once loaded, with a Close button beside it.
 *
 * @example
 * <DetailPanel query={useGetOneOrderReturn({ path: { id } })} loadingLabel="Loading the return"
 *   fallbackMessage="Could not get the return." titleId="return-title" title={(r) => `Return #${r.id}`}
 *   onClose={close}>
 *   {(ret) => <ReturnProductsSection ret={ret} />}
 * </DetailPanel>
 */
export function DetailPanel<T>({
  query,
  loadingLabel,
  fallbackMessage,
  titleId,
  title,
  onClose,
  back,
  className = 'merchant-order',
  children,
}: DetailPanelProps<T>) {
  const data = query.data;
  const heading = useRevealOnLoad(data !== undefined);
  if (data === undefined)
    return (
      <DetailLoadState
        query={query}
        loadingLabel={loadingLabel}
        fallbackMessage={fallbackMessage}
        className={className}
      >
        {back ?? (
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        )}
      </DetailLoadState>
    );
  return (
    <article className={className} aria-labelledby={titleId}>
      <DetailHead titleId={titleId} headingRef={heading} onClose={onClose}>
        {title(data)}
      </DetailHead>
      {children(data)}
    </article>
  );
}
