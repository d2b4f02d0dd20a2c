import type { BulkOutcome } from '@marketplace/react-hooks';

/** Props of {@link BulkResults}. */
export interface BulkResultsProps<Item> {
  /** The region's name ("Approval results", "Assignment results"). */
  label: string;
  /** What a success did, as a past participle ("approved", "assigned"). */
  verb: string;
  /** What the run is doing, for the progress bar ("Approving", "Assigning"). */
  doing: string;
  outcomes: readonly BulkOutcome<Item>[];
  /** The row's name in the report (a product's name, an order's reference). */
  nameOf(item: Item): string;
  busy: boolean;
  progress: { done: number; total: number };
  /** Tries the failed rows again (offered when some failed). */
  onRetry(): void;
  onDismiss(): void;
}

/**
 * The progress and the report of a bulk action (`useBulkAction`): a progress bar while it runs, then how
 * many succeeded and, row by row, what happened (a failure's message beside its row), with "Try again" for
 * the failures only: nothing is lost, nothing done twice. Announced politely.
 *
 * @example
 * <BulkResults label="Approval results" verb="approved" doing="Approving" nameOf={(p) => p.name}
 *   outcomes={bulk.outcomes} busy={bulk.busy} progress={bulk.progress}
 *   onRetry={() => void bulk.retryFailed()} onDismiss={bulk.reset} />
 */
export function BulkResults<Item>({
  label,
  verb,
  doing,
  outcomes,
  nameOf,
  busy,
  progress,
  onRetry,
  onDismiss,
}: BulkResultsProps<Item>) {
  const succeeded = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.length - succeeded;
  return (
    <div role="status" aria-live="polite">
      {busy ? (
        <p className="bulk-results__progress">
          <label>
            {doing} {progress.done} of {progress.total}
            <progress max={progress.total} value={progress.done} />
          </label>
        </p>
      ) : null}
      {!busy && outcomes.length > 0 ? (
        <section className="bulk-results" aria-label={label}>
          <p>
            <strong>
              {succeeded} of {outcomes.length} {verb}
              {failed > 0 ? `, ${failed} not ${verb}` : ''}.
            </strong>
          </p>
          <ul>
            {outcomes.map((o) => (
              <li key={o.key} data-ok={o.ok}>
                {nameOf(o.item)}: {o.ok ? verb : `not ${verb}. ${o.message}`}
              </li>
            ))}
          </ul>
          <div className="bulk-results__actions">
            {failed > 0 ? (
              <button type="button" className="button" onClick={onRetry}>
                Try again for {failed === 1 ? 'the one' : `the ${failed}`} not {verb}
              </button>
            ) : null}
            <button type="button" className="button button--secondary" onClick={onDismiss}>
              Dismiss
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
