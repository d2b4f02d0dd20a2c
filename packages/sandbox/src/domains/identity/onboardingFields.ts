import type { Entities } from '@marketplace/sdk';
import type { UserRow } from '../../db/identity';
import { partnerProfile } from './partnerProfile';

/**
 * A partner's onboarding as every partner view shows it: `onboarded` (approved, assignable),
 * `onboardingStatus` and, while rejected, the `rejectionReason` it reads.
 *
 * @example
 * onboardingFields(partner); // { onboarded: false, onboardingStatus: 'submitted' }
 */
export function onboardingFields(
  user: UserRow,
): Pick<Entities['ShippingPartner'], 'onboarded' | 'onboardingStatus' | 'rejectionReason'> {
  const { onboarded, onboardingStatus, rejectionReason } = partnerProfile(user);
  return {
    onboarded,
    onboardingStatus,
    ...(onboardingStatus === 'rejected' && rejectionReason ? { rejectionReason } : {}),
  };
}
