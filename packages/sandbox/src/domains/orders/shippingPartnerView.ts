import type { Entities } from '@marketplace/sdk';
import type { UserRow } from '../../db/identity';
import { accountStatusFields } from '../identity/accountStatusFields';
import { onboardingFields } from '../identity/onboardingFields';
import { partnerProfile as identityPartnerProfile } from '../identity/partnerProfile';

/** A shipping partner account's display name: its company when known, else the person's name. */
export function partnerName(user: UserRow): string {
  const profile = user.profile ?? {};
  const company = profile.company as { companyName?: string } | undefined;
  const name =
    (typeof profile.shippingCompany === 'string' && profile.shippingCompany) ||
    company?.companyName ||
    (typeof profile.name === 'string' && profile.name) ||
    `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

const stringOr = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** The partner an order carries (`partnerProfile`). */
export function orderPartnerProfile(user: UserRow): Entities['PartnerProfile'] {
  const logo = stringOr(user.profile?.logo) ?? stringOr(user.image);
  return { id: user.id, name: partnerName(user), ...(logo && /^https?:\/\//.test(logo) ? { logo } : {}) };
}

/** A shipping partner as listed and as it sees itself after onboarding. */
export function shippingPartnerView(user: UserRow): Entities['ShippingPartner'] {
  const profile = user.profile ?? {};
  const view: Entities['ShippingPartner'] = {
    id: user.id,
    name: identityPartnerProfile(user).name || partnerName(user),
    logo: stringOr(profile.logo) ?? stringOr(user.image) ?? null,
    email: user.email,
    ...onboardingFields(user),
    ...accountStatusFields(user),
    createdAt: user.createdAt,
    ...(stringOr(profile.updatedAt) ? { updatedAt: stringOr(profile.updatedAt) } : {}),
  };
  const shippingCompany =
    stringOr(profile.shippingCompany) ??
    (profile.company as { companyName?: string } | undefined)?.companyName;
  if (shippingCompany) view.shippingCompany = shippingCompany;
  const phone = stringOr(user.phoneNumber) ?? stringOr(profile.phoneNumber);
  if (phone) view.phoneNumber = phone;
  if (profile.company) view.company = structuredClone(profile.company) as Entities['ShippingPartnerCompany'];
  if (profile.bankDetails) view.bankDetails = structuredClone(profile.bankDetails) as Entities['BankDetails'];
  if (profile.certification)
    view.certification = structuredClone(profile.certification) as Entities['Certification'];
  return view;
}
