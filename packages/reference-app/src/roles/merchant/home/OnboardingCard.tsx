import { useGetMerchantOnboardingStats } from '@marketplace/react-hooks';
import { ONBOARDING_START_PERCENT } from '@marketplace/sdk';
import { StatCard } from '../../../kit/StatCard';
import { DashboardSection } from '../../../workspace/DashboardSection';

/**
 * Onboarding completion (the stats call; it starts at `ONBOARDING_START_PERCENT`) with the steps done,
 * leading to the onboarding screen where the rest is done.
 *
 * @example
 * can('onboarding', 'read') ? <OnboardingCard /> : null
 */
export function OnboardingCard() {
  const stats = useGetMerchantOnboardingStats();
  const percent = stats.data?.completionPercentage ?? ONBOARDING_START_PERCENT;
  const steps = stats.data?.totalSteps
    ? `, ${stats.data.completedSteps ?? 0} of ${stats.data.totalSteps} steps`
    : '';
  return (
    <DashboardSection title="Onboarding">
      <StatCard
        label="Onboarding completion"
        value={`${percent}%${steps}`}
        href="/merchant/onboarding"
        status={stats.status}
        errorMessage={stats.error?.message}
      />
    </DashboardSection>
  );
}
