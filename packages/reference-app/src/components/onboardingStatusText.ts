import type { OnboardingStage } from './onboardingStage';

const TEXT: Record<OnboardingStage, string> = {
  not_submitted: 'Not submitted',
  submitted: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * A shipping partner's onboarding stage in words, as the admin's carriers list and review and the
 * partner's own profile show it.
 *
 * @example
 * onboardingStatusText('submitted'); // 'Waiting for review'
 */
export function onboardingStatusText(status: OnboardingStage): string {
  return TEXT[status];
}
