import type { Entities, MainComponents } from '@marketplace/sdk';
import type { UserRow } from '../../db/identity';

type S = MainComponents['schemas'];

/** Where a partner's onboarding stands (the contract's `ShippingPartner.onboardingStatus`). */
export type PartnerOnboardingStatus = NonNullable<Entities['ShippingPartner']['onboardingStatus']>;

/**
 * What a shipping partner's `profile` holds. Submitting onboarding sets `onboardingStatus` to `submitted`;
 * `onboarded` (assignable) turns true only when an admin approves it.
 */
export interface PartnerProfile {
  name: string;
  logo?: string;
  shippingCompany?: string;
  onboarded: boolean;
  onboardingStatus?: PartnerOnboardingStatus;
  rejectionReason?: string;
  company?: S['ShippingPartnerCompany'];
  bankDetails?: S['BankDetails'];
  certification?: S['Certification'];
  onboardedAt?: string;
}

/** A shipping partner's profile fields, with its onboarding status (older rows: from `onboarded`). */
export function partnerProfile(
  user: UserRow,
): PartnerProfile & { onboardingStatus: PartnerOnboardingStatus } {
  const profile = (user.profile ?? {}) as Partial<PartnerProfile>;
  const onboarded = profile.onboarded === true;
  const onboardingStatus: PartnerOnboardingStatus =
    profile.onboardingStatus ?? (onboarded ? 'approved' : profile.company ? 'submitted' : 'not_submitted');
  return { ...profile, name: profile.name ?? user.firstName, onboarded, onboardingStatus };
}
