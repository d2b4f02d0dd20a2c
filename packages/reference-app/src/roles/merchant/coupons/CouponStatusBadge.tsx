import type { CouponStatus } from './couponStatus';
import '../../../kit/kit.css';

const TONES: Record<CouponStatus, string> = { Scheduled: 'info', Active: 'success', Expired: 'neutral' };

/**
 * A coupon's status in the kit's badge: a tone colour and always the word.
 *
 * @example
 * <CouponStatusBadge status={couponStatus(coupon, today)} />
 */
export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const tone = TONES[status];
  return (
    <span className={`status-badge status-badge--${tone}`} data-tone={tone}>
      <span className="status-badge__dot" aria-hidden="true" />
      {status}
    </span>
  );
}
