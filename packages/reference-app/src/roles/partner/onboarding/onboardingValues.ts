import type { CallInit } from '@marketplace/sdk';
import { formBody } from '../../../components/form/formBody';

/** What `onboardPartner` takes: company, bank details and certification. */
export type OnboardingBody = CallInit<'onboardPartner'>['body'];

/** The kind of bank code a partner gives. */
export type BankCodeType = 'swiftCode' | 'sortCode' | 'iban';

/** The onboarding form's values: the request body's shape, every field as the text typed. */
export interface OnboardingValues {
  company: {
    companyName: string;
    rcNumber: string;
    vatNumber: string;
    officeAddress: string;
    postalAddress: string;
    phoneNumber: string;
    email: string;
    contactPerson: { name: string; phoneNumber: string; designation: string };
    lineOfBusiness: string;
  };
  bankDetails: {
    bankName: string;
    branch: string;
    accountName: string;
    accountNumber: string;
    swiftCodeSortCodeIban: { type: BankCodeType; code: string };
  };
  certification: {
    name: string;
    designation: string;
    /** A data URL of the drawn image, the hosted URL of an uploaded one, or the typed name. */
    signature: string;
    date: string;
    introducedBy: { name: string; signature: string };
  };
}

/** The three steps, in order. */
export type OnboardingStep = keyof OnboardingValues;

export const ONBOARDING_STEPS: readonly { key: OnboardingStep; title: string; summary: string }[] = [
  { key: 'company', title: 'Company', summary: 'Your company, its addresses and a contact person' },
  { key: 'bankDetails', title: 'Bank details', summary: 'Where your delivery earnings are paid' },
  { key: 'certification', title: 'Certification', summary: 'Who certifies these details, and signs' },
];

export const BANK_CODE_TYPES: readonly { value: BankCodeType; label: string }[] = [
  { value: 'swiftCode', label: 'SWIFT code' },
  { value: 'sortCode', label: 'Sort code' },
  { value: 'iban', label: 'IBAN' },
];

/** Every field's label, so the contract's messages name what the partner sees on any step. */
export const ONBOARDING_LABELS: Record<string, string> = {
  'company.companyName': 'Company name',
  'company.rcNumber': 'RC number',
  'company.vatNumber': 'VAT number',
  'company.officeAddress': 'Office address',
  'company.postalAddress': 'Postal address',
  'company.phoneNumber': 'Company phone number',
  'company.email': 'Company email address',
  'company.contactPerson.name': 'Contact person’s name',
  'company.contactPerson.phoneNumber': 'Contact person’s phone number',
  'company.contactPerson.designation': 'Contact person’s designation',
  'company.lineOfBusiness': 'Line of business',
  'bankDetails.bankName': 'Bank name',
  'bankDetails.branch': 'Branch',
  'bankDetails.accountName': 'Account name',
  'bankDetails.accountNumber': 'Account number',
  'bankDetails.swiftCodeSortCodeIban.type': 'Bank code type',
  'bankDetails.swiftCodeSortCodeIban.code': 'Bank code',
  'certification.name': 'Your name',
  'certification.designation': 'Your designation',
  'certification.signature': 'Your signature',
  'certification.date': 'Date',
  'certification.introducedBy.name': 'Introduced by (name)',
  'certification.introducedBy.signature': 'Introducer’s signature',
};

/** The fields of a step, for checking that step alone before moving on. */
export function stepFields(step: OnboardingStep): string[] {
  return Object.keys(ONBOARDING_LABELS).filter((name) => name.startsWith(`${step}.`));
}

/**
 * A blank form, with what the partner's account already says filled in (company name, email, phone)
 * and today as the certification date.
 */
export function blankOnboarding(known: { company?: string; email?: string; phone?: string; today: string }) {
  const values: OnboardingValues = {
    company: {
      companyName: known.company ?? '',
      rcNumber: '',
      vatNumber: '',
      officeAddress: '',
      postalAddress: '',
      phoneNumber: known.phone ?? '',
      email: known.email ?? '',
      contactPerson: { name: '', phoneNumber: '', designation: '' },
      lineOfBusiness: '',
    },
    bankDetails: {
      bankName: '',
      branch: '',
      accountName: '',
      accountNumber: '',
      swiftCodeSortCodeIban: { type: 'swiftCode', code: '' },
    },
    certification: {
      name: '',
      designation: '',
      signature: '',
      date: known.today,
      introducedBy: { name: '', signature: '' },
    },
  };
  return values;
}

/**
 * The request body of the values: text trimmed, optional fields left blank left out, the bank code only
 * with a code, the introducer only with a name.
 *
 * @example
 * onboardingBody(values).bankDetails.swiftCodeSortCodeIban; // undefined when no code was typed
 */
export function onboardingBody(values: OnboardingValues): OnboardingBody {
  const cleaned = formBody(values);
  const { swiftCodeSortCodeIban, ...bank } = cleaned.bankDetails;
  const { introducedBy, ...certification } = cleaned.certification;
  return {
    ...cleaned,
    bankDetails: {
      ...bank,
      ...(swiftCodeSortCodeIban.code ? { swiftCodeSortCodeIban } : {}),
    },
    certification: {
      ...certification,
      ...(introducedBy.name ? { introducedBy } : {}),
    },
  } as OnboardingBody;
}

/**
 * `value`'s fields that `shape` has, each of the same type (strings stay strings, objects are read the
 * same way); anything else takes `shape`'s value. A draft read back from storage is untrusted.
 */
export function sameShape<T>(shape: T, value: unknown): T {
  if (typeof shape === 'string') return (typeof value === 'string' ? value : shape) as T;
  if (typeof shape !== 'object' || shape === null) return shape;
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(shape as Record<string, unknown>))
    out[key] = sameShape(inner, source[key]);
  return out as T;
}
