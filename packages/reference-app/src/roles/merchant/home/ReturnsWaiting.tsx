import { useGetAllOrderReturns } from '@marketplace/react-hooks';
import { StatCard } from '../../../kit/StatCard';
import { DashboardSection } from '../../../workspace/DashboardSection';

/**
 * The return and replacement requests waiting for the merchant's decision (status pending), leading to
 * the returns list filtered on them.
 *
 * @example
 * can('returns', 'read') ? <ReturnsWaiting /> : null
 */
export function ReturnsWaiting() {
  const returns = useGetAllOrderReturns({});
  const waiting = (returns.data ?? []).filter((r) => r.status?.toLowerCase() === 'pending').length;
  return (
    <DashboardSection title="Returns">
      <StatCard
        label="Returns waiting for a decision"
        value={waiting}
        href="/merchant/returns?status=pending"
        status={returns.status}
        errorMessage={returns.error?.message}
      />
    </DashboardSection>
  );
}
