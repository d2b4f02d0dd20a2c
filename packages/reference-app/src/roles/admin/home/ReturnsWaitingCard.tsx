import { useGetAllOrderReturns } from '@marketplace/react-hooks';
import { StatCard } from '../../../kit/StatCard';
import { statCardStatus } from '../../../kit/statCardStatus';
import { returnAwaitsDecision } from './returnAwaitsDecision';

/**
 * The home's count of returns waiting for an admin's decision (a pending request, or a refund not yet
 * decided), linking to the returns screen.
 *
 * @example
 * {can('returns', 'update') ? <ReturnsWaitingCard /> : null}
 */
export function ReturnsWaitingCard() {
  const returns = useGetAllOrderReturns();
  return (
    <StatCard
      label="Returns waiting for a decision"
      value={returns.data?.filter(returnAwaitsDecision).length ?? 0}
      href="/admin/returns"
      {...statCardStatus(returns)}
    />
  );
}
