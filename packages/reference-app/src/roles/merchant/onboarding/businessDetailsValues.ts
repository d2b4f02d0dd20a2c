import type { Entity } from '@marketplace/sdk';
import { formBody } from '../../../components/form/formBody';

type MerchantDetail = Entity<'MerchantDetail'>;
type Address = Entity<'HomeAddress'>;
type OnboardingBody = Entity<'MerchantOnboardingRequest'>;

/** One address as the form holds it (every part text, blank when not given). */
export interface AddressValues {
  street: string;
  LGA: string;
  state: string;
  country: string;
}

/** The values of the business details form (the onboarding answers, flat where the page is). */
export interface BusinessDetailsValues {
  phoneNumber: string;
  dateOfBirth: string;
  nationality: string;
  idDocumentType: string;
  idDocumentNumber: string;
  idDocumentUrl: string;
  home: AddressValues;
  useHomeAddress: boolean;
  proofOfAddress: string;
  staffSize: string;
  category: string;
  subCategoryIds: number[];
  /** `yes` or `no` once answered; blank while not. */
  physicalLocation: '' | 'yes' | 'no';
  pickupLocation: AddressValues[];
}

/** The country an empty address starts with (the marketplace sells in Nigeria). */
export const DEFAULT_COUNTRY = 'Nigeria';

/** An empty address row. */
export const blankAddress = (): AddressValues => ({
  street: '',
  LGA: '',
  state: '',
  country: DEFAULT_COUNTRY,
});

const addressValues = (address: Partial<Address> | undefined): AddressValues => ({
  street: address?.street ?? '',
  LGA: address?.LGA ?? '',
  state: address?.state ?? '',
  country: address?.country || DEFAULT_COUNTRY,
});

/** Whether the person typed anything of an address (the preset country alone does not count). */
const typedAny = (a: AddressValues) => [a.street, a.LGA, a.state].some((part) => part.trim() !== '');

/**
 * The form's values from the merchant's saved details, so that what was saved shows and is sent again
 * (the onboarding call replaces the answers).
 *
 * @example
 * businessDetailsValues(merchant).home.street; // '14 Allen Avenue'
 */
export function businessDetailsValues(merchant: MerchantDetail): BusinessDetailsValues {
  const pickups = merchant.useHomeAddress ? [] : (merchant.pickupLocation ?? []);
  return {
    phoneNumber: merchant.phoneNumber ?? '',
    dateOfBirth: merchant.dateOfBirth ?? '',
    nationality: merchant.nationality ?? '',
    idDocumentType: merchant.idDocumentType ?? '',
    idDocumentNumber: merchant.idDocumentNumber ?? '',
    idDocumentUrl: merchant.idDocumentUrl ?? '',
    home: addressValues(merchant.homeAddress?.[0]),
    useHomeAddress: merchant.useHomeAddress ?? false,
    proofOfAddress: merchant.proofOfAddress ?? '',
    staffSize: merchant.staffSize ?? '',
    category: merchant.category ?? '',
    subCategoryIds: [...(merchant.subCategoryIds ?? [])],
    physicalLocation: merchant.physicalLocation === undefined ? '' : merchant.physicalLocation ? 'yes' : 'no',
    pickupLocation: pickups.length > 0 ? pickups.map(addressValues) : [blankAddress()],
  };
}

/**
 * The onboarding request the form's values make: text trimmed and blanks left out, the home address and
 * the pickup rows only when something was typed in them, and no pickup list when the home address is
 * used for pickups (the server uses it then).
 *
 * @example
 * businessDetailsBody({ ...values, useHomeAddress: true }).pickupLocation; // undefined
 */
export function businessDetailsBody(values: BusinessDetailsValues): OnboardingBody {
  const { home, pickupLocation, physicalLocation, subCategoryIds, ...rest } = values;
  const address = (a: AddressValues) => formBody(a) as Address;
  const pickups = pickupLocation.filter(typedAny).map(address);
  return {
    ...(formBody(rest) as Omit<OnboardingBody, 'homeAddress' | 'pickupLocation'>),
    ...(typedAny(home) ? { homeAddress: [address(home)] } : {}),
    ...(physicalLocation ? { physicalLocation: physicalLocation === 'yes' } : {}),
    subCategoryIds,
    ...(!values.useHomeAddress && pickups.length > 0 ? { pickupLocation: pickups } : {}),
  };
}

/**
 * What the form checks before the contract does, each message on its own field: an address begun must
 * have its street, state and country (the home address, and each pickup row), and using the home address
 * for pickups needs one.
 *
 * @example
 * businessDetailsProblems({ ...values, home: { street: '14 Allen Avenue', LGA: '', state: '', country: 'Nigeria' } });
 * // [{ field: 'home.state', message: 'State is required' }]
 */
export function businessDetailsProblems(values: BusinessDetailsValues): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const check = (address: AddressValues, prefix: string) => {
    if (!typedAny(address)) return;
    if (!address.street.trim()) problems.push({ field: `${prefix}.street`, message: 'Street is required' });
    if (!address.state.trim()) problems.push({ field: `${prefix}.state`, message: 'State is required' });
    if (!address.country.trim())
      problems.push({ field: `${prefix}.country`, message: 'Country is required' });
  };
  check(values.home, 'home');
  if (values.useHomeAddress && !typedAny(values.home)) {
    problems.push({ field: 'home.street', message: 'Fill in your home address to use it for pickups' });
  }
  if (!values.useHomeAddress) {
    values.pickupLocation.forEach((address, index) => {
      check(address, `pickupLocation.${index}`);
    });
  }
  return problems;
}
