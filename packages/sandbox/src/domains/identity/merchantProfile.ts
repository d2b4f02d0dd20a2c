import type { MainComponents } from '@marketplace/sdk';
import type { UserRow } from '../../db/identity';

type S = MainComponents['schemas'];

/** What a merchant's `profile` holds: the onboarding answers of the merchant detail (spec section 3). */
export interface MerchantProfile {
  category?: string;
  dateOfBirth?: string;
  nationality?: string;
  idDocumentType?: string;
  idDocumentNumber?: string;
  idDocumentUrl?: string;
  homeAddress?: S['HomeAddress'][];
  useHomeAddress?: boolean;
  proofOfAddress?: string;
  staffSize?: string;
  physicalLocation?: boolean;
  pickupLocation?: S['HomeAddress'][];
  subCategoryIds?: number[];
  /** Chosen through PATCH /auth/merchant/onboard/pricing. */
  pricingPlanId?: number;
  /** The store's proof of its office address (the stores table has no column for it). */
  storeProofOfAddress?: string;
  /** When the onboarding answers were last saved. */
  onboardedAt?: string;
}

// `UserRow.profile` is a loosely typed bag shared by the roles; these views read it by the row's role.
/** A merchant's profile fields (empty when none were saved). */
export function merchantProfile(user: UserRow): MerchantProfile {
  return (user.profile ?? {}) as MerchantProfile;
}
