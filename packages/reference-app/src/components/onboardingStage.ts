import type { Entity } from '@marketplace/sdk';

/** Where a shipping partner's onboarding stands (`ShippingPartner.onboardingStatus`). */
export type OnboardingStage = NonNullable<Entity<'ShippingPartner'>['onboardingStatus']>;

/**
 * A partner's onboarding stage; a server that sends only `onboarded` reads as approved or not submitted.
 *
 * @example
 * onboardingStage({ onboarded: false, onboardingStatus: 'rejected' }); // 'rejected'
 */
export function onboardingStage(partner: {
  onboarded?: boolean;
  onboardingStatus?: OnboardingStage;
}): OnboardingStage {
  return partner.onboardingStatus ?? (partner.onboarded ? 'approved' : 'not_submitted');
}
