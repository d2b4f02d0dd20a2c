import { useGetMerchantPaymentStats, useGetMerchantPayments } from '@marketplace/react-hooks';
import { Money } from '../../../kit/Money';
import { StatCard } from '../../../kit/StatCard';
import './home.css';
import { statCardStatus } from '../../../kit/statCardStatus';

// One row is enough: the answer's count is the figure.
const PENDING = { query: { status: 'pending' as const, limit: 1 } };
const ALL_TIME = { query: {} };

/**
 * The home's merchant payouts waiting for approval: how many, and the naira they add up to (the payment
 * stats' pending total), linking to the merchant payments filtered to pending.
 *
 * @example
 * {can('merchant-payments', 'update') ? <PayoutsWaitingCard /> : null}
 */
export function PayoutsWaitingCard() {
  const payments = useGetMerchantPayments(PENDING);
  const stats = useGetMerchantPaymentStats(ALL_TIME);
  const pending = stats.data?.pendingPayment;
  return (
    <StatCard
      label="Merchant payouts waiting for approval"
      value={
        <>
          {payments.data?.count ?? 0}
          {pending !== undefined ? (
            <span className="home-payouts__amount">
              <span className="visually-hidden">, </span>
              <Money amount={pending} /> due
            </span>
          ) : null}
        </>
      }
      href="/admin/money/payments?f.status=pending"
      {...statCardStatus(payments)}
    />
  );
}
