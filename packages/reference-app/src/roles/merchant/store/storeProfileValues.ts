import type { Entity } from '@marketplace/sdk';
import { formBody } from '../../../components/form/formBody';

type StoreProfile = Entity<'StoreProfile'>;
type Location = Entity<'StoreShippingLocation'>;

/** The nine social links of a store profile, in the order the form shows them. */
export const SOCIAL_LINKS = [
  { name: 'facebook', label: 'Facebook' },
  { name: 'instagram', label: 'Instagram' },
  { name: 'twitter', label: 'X (Twitter)' },
  { name: 'tiktok', label: 'TikTok' },
  { name: 'youtube', label: 'YouTube' },
  { name: 'pinterest', label: 'Pinterest' },
  { name: 'snapchat', label: 'Snapchat' },
  { name: 'tumblr', label: 'Tumblr' },
  { name: 'vimeo', label: 'Vimeo' },
] as const;

/** The name of one social link. */
export type SocialName = (typeof SOCIAL_LINKS)[number]['name'];

/** The values of the store profile form (the store's fields under `store`, as the body has them). */
export interface StoreProfileValues {
  socials: Record<SocialName, string>;
  store: {
    storeName: string;
    storePhoneNumber: string;
    logo: string;
    /** `yes` or `no` once answered. */
    isPhysicalLocation: '' | 'yes' | 'no';
    /** Whether customers may pay the store's items on delivery (the store's `acceptsPayOnDelivery`). */
    acceptsPayOnDelivery: boolean;
    shippingLocation: { street: string; city: string; state: string; country: string };
  };
}

/**
 * The form's values from the store's current profile (the last of the list `getStoreProfile` answers).
 *
 * @example
 * storeProfileValues(profile).store.storeName; // 'Adaeze Styles'
 */
export function storeProfileValues(profile: StoreProfile): StoreProfileValues {
  const { store } = profile;
  const socials = Object.fromEntries(SOCIAL_LINKS.map(({ name }) => [name, profile[name] ?? ''])) as Record<
    SocialName,
    string
  >;
  return {
    socials,
    store: {
      storeName: store.storeName,
      storePhoneNumber: store.storePhoneNumber ?? '',
      logo: store.logo ?? '',
      isPhysicalLocation:
        store.isPhysicalLocation === undefined ? '' : store.isPhysicalLocation ? 'yes' : 'no',
      acceptsPayOnDelivery: store.acceptsPayOnDelivery !== false,
      shippingLocation: {
        street: store.shippingLocation?.street ?? '',
        city: store.shippingLocation?.city ?? '',
        state: store.shippingLocation?.state ?? '',
        country: store.shippingLocation?.country ?? 'Nigeria',
      },
    },
  };
}

/**
 * What a store profile form checks before the contract does: each message on its own field (a name, a
 * logo that is a link, a shipping location given whole).
 *
 * @example
 * storeProfileProblems({ ...values, store: { ...values.store, logo: 'my logo' } });
 * // [{ field: 'store.logo', message: 'Logo must be a link starting with https://' }]
 */
export function storeProfileProblems(values: StoreProfileValues): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const { store } = values;
  if (!store.storeName.trim()) problems.push({ field: 'store.storeName', message: 'Store name is required' });
  const logo = store.logo.trim();
  if (logo && !/^https?:\/\/\S+$/i.test(logo)) {
    problems.push({ field: 'store.logo', message: 'Logo must be a link starting with https://' });
  }
  const where = store.shippingLocation;
  if (where.street.trim() || where.city || where.state) {
    if (!where.state) problems.push({ field: 'store.shippingLocation.state', message: 'Choose the state' });
    if (!where.city) problems.push({ field: 'store.shippingLocation.city', message: 'Choose the city' });
    if (!where.street.trim()) {
      problems.push({ field: 'store.shippingLocation.street', message: 'Street is required' });
    }
  }
  return problems;
}

/**
 * The add-store-profile body the values make: the social links given (blank ones left out) and the store
 * with its pay-on-delivery choice and its shipping location when one was given.
 *
 * @example
 * storeProfileBody(values).store.storeName; // 'Adaeze Styles'
 */
export function storeProfileBody(values: StoreProfileValues): StoreProfile {
  const { shippingLocation, isPhysicalLocation, acceptsPayOnDelivery, ...store } = values.store;
  const location = formBody(shippingLocation) as Partial<Location>;
  const hasLocation = !!(location.street && location.city && location.state);
  return {
    ...(formBody(values.socials) as Partial<Record<SocialName, string>>),
    store: {
      ...(formBody(store) as StoreProfile['store']),
      ...(isPhysicalLocation ? { isPhysicalLocation: isPhysicalLocation === 'yes' } : {}),
      acceptsPayOnDelivery,
      ...(hasLocation ? { shippingLocation: { country: 'Nigeria', ...location } as Location } : {}),
    },
  };
}
