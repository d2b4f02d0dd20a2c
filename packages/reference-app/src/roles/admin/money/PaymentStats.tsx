import { useGetMerchantPaymentStats } from '@marketplace/react-hooks';
import { Money } from '../../../kit/Money';
import { StatCard } from '../../../kit/StatCard';
import { RetryAlert } from '../RetryAlert';

/** Props of {@link PaymentStats}. */
export interface PaymentStatsProps {
  /** The period's `startDate` and `endDate` (nothing for every day), and one merchant's id if only theirs. */
  query: { startDate?: string; endDate?: string; merchantId?: number };
  /** The period in words, for the heading. */
  words: string;
}

/**
 * The naira totals of merchant payments processed, approved and pending over a period
 * (`getMerchantPaymentStats`; 'Error getting payment report' when it fails). They follow every payout
 * approval and payment update, which revalidate them.
 *
 * @example
 * <PaymentStats query={{ startDate: '2026-10-01', endDate: '2026-10-31' }} words="2026-10-01 to 2026-10-31" />
 */
export function PaymentStats({ query, words }: PaymentStatsProps) {
  const stats = useGetMerchantPaymentStats({ query });
  // The cards say "Could not load this figure"; the message of the spec shows once, under them.
  const common = { status: stats.status };
  return (
    <section className="admin-money-stats" aria-labelledby="payment-stats-title">
      <h2 id="payment-stats-title">Payments, {words}</h2>
      <StatCard label="Processed" value={<Money amount={stats.data?.processedPayment} />} {...common} />
      <StatCard label="Approved" value={<Money amount={stats.data?.approvedPayment} />} {...common} />
      <StatCard label="Pending" value={<Money amount={stats.data?.pendingPayment} />} {...common} />
      {stats.status === 'failed' ? (
        <RetryAlert error={stats.error} onRetry={() => void stats.mutate()} />
      ) : null}
    </section>
  );
}
