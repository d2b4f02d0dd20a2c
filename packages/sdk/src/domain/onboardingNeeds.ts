import type { Entities } from '../client/entities';

type MerchantDetail = Entities['MerchantDetail'];
type Address = Entities['HomeAddress'];

/** One part of the business details the platform asks for, and what of it is still missing. */
export interface OnboardingNeed {
  /** The form's section that fills it in (its `id` on the page). */
  id:
    | 'personal'
    | 'identity'
    | 'home-address'
    | 'proof-of-address'
    | 'staff-size'
    | 'categories'
    | 'locations';
  /** What it is called on the page ("Identity document"). */
  label: string;
  /** What is still missing, in words ("document number, photo or scan of the document"); empty when complete. */
  missing: string[];
}

const blank = (value: string | undefined) => !value?.trim();

/**
 * Whether an address has the street, state and country the contract requires.
 *
 * @example
 * isCompleteAddress({ street: '14 Allen Avenue', state: 'Lagos', country: 'Nigeria' }); // true
 * isCompleteAddress({ street: '14 Allen Avenue', state: '', country: 'Nigeria' }); // false
 */
export function isCompleteAddress(address: Partial<Address> | undefined): boolean {
  return !!address && !blank(address.street) && !blank(address.state) && !blank(address.country);
}

/**
 * Whether the business details are complete: nothing missing in any part of {@link onboardingNeeds}. The
 * sandbox ticks the onboarding's "Business details" step by this rule (an empty form ticks nothing).
 *
 * @example
 * isBusinessDetailsComplete({ id: 1, firstName: 'Ada', lastName: 'Obi', email: 'a@b.ng' }); // false
 */
export function isBusinessDetailsComplete(merchant: MerchantDetail): boolean {
  return onboardingNeeds(merchant).every((need) => need.missing.length === 0);
}

/**
 * What each part of the merchant's business details still needs (personal details, identity document,
 * home address, proof of address, staff size, categories, physical and pickup locations), read from the
 * merchant detail. A pickup location is given either as its own address or by using the home address.
 *
 * @example
 * onboardingNeeds({ id: 1, firstName: 'Ada', lastName: 'Obi', email: 'a@b.ng', staffSize: '1-5' })
 *   .find((n) => n.id === 'staff-size'); // { id: 'staff-size', label: 'Staff size', missing: [] }
 */
export function onboardingNeeds(merchant: MerchantDetail): OnboardingNeed[] {
  const missing = (pairs: [boolean, string][]) => pairs.filter(([absent]) => absent).map(([, what]) => what);
  const home = merchant.homeAddress?.[0];
  const hasHome = isCompleteAddress(home);
  const pickups = (merchant.pickupLocation ?? []).filter(isCompleteAddress);
  return [
    {
      id: 'personal',
      label: 'Personal details',
      missing: missing([
        [blank(merchant.phoneNumber), 'phone number'],
        [blank(merchant.dateOfBirth), 'date of birth'],
        [blank(merchant.nationality), 'nationality'],
      ]),
    },
    {
      id: 'identity',
      label: 'Identity document',
      missing: missing([
        [blank(merchant.idDocumentType), 'document type'],
        [blank(merchant.idDocumentNumber), 'document number'],
        [blank(merchant.idDocumentUrl), 'photo or scan of the document'],
      ]),
    },
    {
      id: 'home-address',
      label: 'Home address',
      missing: missing([[!hasHome, 'street, state and country']]),
    },
    {
      id: 'proof-of-address',
      label: 'Proof of address',
      missing: missing([
        [blank(merchant.proofOfAddress), 'photo or scan of a utility bill or bank statement'],
      ]),
    },
    {
      id: 'staff-size',
      label: 'Staff size',
      missing: missing([[blank(merchant.staffSize), 'how many people work with you']]),
    },
    {
      id: 'categories',
      label: 'Categories',
      missing: missing([
        [blank(merchant.category), 'business category'],
        [!merchant.subCategoryIds?.length, 'at least one sub-category'],
      ]),
    },
    {
      id: 'locations',
      label: 'Physical and pickup locations',
      missing: missing([
        [merchant.physicalLocation === undefined, 'whether you have a shop or office'],
        [
          pickups.length === 0 && !(merchant.useHomeAddress && hasHome),
          'a pickup location (or use your home address)',
        ],
      ]),
    },
  ];
}
