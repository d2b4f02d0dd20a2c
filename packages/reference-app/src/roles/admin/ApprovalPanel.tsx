import type { LoadStatus } from '@marketplace/react-hooks';
import type { ReactNode } from 'react';
import { useRevealOnLoad } from '../../workspace/useRevealOnLoad';

/** What {@link LoadFailed} and {@link ApprovalPanel} read of a query hook's result. */
interface Query<T> {
  status: LoadStatus;
  error?: { message: string };
  data?: T;
  mutate(): unknown;
}

/**
 * A query's failure in an approval screen: its message and "Try again" fetching it anew, as an alert.
 *
 * @example
 * {hubs.status === 'failed' ? <LoadFailed query={hubs} /> : <HubPicker hubs={hubs.data} />}
 */
export function LoadFailed({ query }: { query: Query<unknown> }) {
  return (
    <div role="alert">
      <p>{query.error?.message}</p>
      <button type="button" className="button" onClick={() => void query.mutate()}>
        Try again
      </button>
    </div>
  );
}

/** Props of {@link ApprovalPanel}. */
export interface ApprovalPanelProps<T> {
  /** The heading's id, which names the panel. */
  titleId: string;
  /** The heading: the thing's name once loaded, what it is until then. */
  title: ReactNode;
  query: Query<T>;
  /** Said while the query loads ("Loading the store…"). */
  loadingText: string;
  onClose(): void;
  /** The panel's content, once loaded. */
  children(data: T): ReactNode;
}

/**
 * A product or a store as an approver checks it, opened under its list: its heading (focused when the
 * panel opens, so keyboard and screen reader users land on it) with "Close detail", then the failure with
 * "Try again", the loading words, or the content.
 *
 * @example
 * <ApprovalPanel titleId="store-3-title" title={s ? s.storeName : 'Store detail'} query={store}
 *   loadingText="Loading the store…" onClose={onClose}>
 *   {(s) => <StoreFacts store={s} />}
 * </ApprovalPanel>
 */
export function ApprovalPanel<T>({
  titleId,
  title,
  query,
  loadingText,
  onClose,
  children,
}: ApprovalPanelProps<T>) {
  const heading = useRevealOnLoad(true, { scroll: false });
  return (
    <section className="approval-detail" aria-labelledby={titleId}>
      <header className="approval-detail__header">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close detail
        </button>
      </header>
      {query.status === 'failed' ? (
        <LoadFailed query={query} />
      ) : query.data === undefined ? (
        <p aria-busy="true">{loadingText}</p>
      ) : (
        children(query.data)
      )}
    </section>
  );
}
