/** Props of {@link TimelineButton}. */
export interface TimelineButtonProps {
  /** The record in words, for screen readers: "the payout for ORD-2026-000029". */
  of: string;
  /** Whether that record's timeline is the one shown. */
  open: boolean;
  /** Shows the record's timeline, or hides it when it is the one shown. */
  onToggle(): void;
}

/**
 * The "Timeline" button of a list's row: it shows that record's `RecordTimeline` under the list (or hides
 * it), named after its record ("Timeline of the payout for ORD-…") and saying whether it is open.
 *
 * @example
 * <TimelineButton of={`the payout for ${p.orderName}`} open={open?.orderId === p.orderId} onToggle={() => toggle(p)} />
 */
export function TimelineButton({ of, open, onToggle }: TimelineButtonProps) {
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-label={`Timeline of ${of}`}
      aria-expanded={open}
      onClick={onToggle}
    >
      Timeline
    </button>
  );
}
