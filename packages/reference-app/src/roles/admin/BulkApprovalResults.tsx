import type { ApprovalOutcome } from './useApproveProducts';

/** Props of {@link BulkApprovalResults}. */
export interface BulkApprovalResultsProps {
  outcomes: readonly ApprovalOutcome[];
  onDismiss(): void;
}

/**
 * The report of a bulk approval: how many were approved and, product by product, what happened (the
 * failure's message beside its product). Announced politely; nothing when there is nothing to report.
 *
 * @example
 * <BulkApprovalResults outcomes={outcomes} onDismiss={() => setOutcomes([])} />
 */
export function BulkApprovalResults({ outcomes, onDismiss }: BulkApprovalResultsProps) {
  const approved = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.length - approved;
  return (
    <div role="status" aria-live="polite">
      {outcomes.length > 0 ? (
        <section className="approval-results" aria-label="Approval results">
          <p>
            <strong>
              {approved} of {outcomes.length} approved
              {failed > 0 ? `, ${failed} not approved` : ''}.
            </strong>
          </p>
          <ul>
            {outcomes.map((o) => (
              <li key={o.product.id}>
                {o.product.name}: {o.ok ? 'approved' : `not approved. ${o.message}`}
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={onDismiss}>
            Dismiss
          </button>
        </section>
      ) : null}
    </div>
  );
}
