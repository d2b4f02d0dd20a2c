import type { MainComponents } from '@marketplace/sdk';
import type { UserRow } from '../../db/identity';

type S = MainComponents['schemas'];

/** What a shipping partner's `profile` holds. `onboarded` turns true when onboarding is submitted. */
export interface PartnerProfile {
  name: string;
  logo?: string;
  shippingCompany?: string;
  onboarded: boolean;
  company?: S['ShippingPartnerCompany'];
  bankDetails?: S['BankDetails'];
  certification?: S['Certification'];
  onboardedAt?: string;
}

/** A shipping partner's profile fields. */
export function partnerProfile(user: UserRow): PartnerProfile {
  const profile = (user.profile ?? {}) as Partial<PartnerProfile>;
  return { ...profile, name: profile.name ?? user.firstName, onboarded: profile.onboarded === true };
}
