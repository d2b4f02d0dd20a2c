import type { Socials } from './types';

/** The nine social networks of a store profile. */
export const SOCIAL_KEYS = [
  'facebook',
  'instagram',
  'pinterest',
  'snapchat',
  'tiktok',
  'tumblr',
  'twitter',
  'vimeo',
  'youtube',
] as const;

/** The social links of `source` that are strings (others, and unknown networks, are left out). */
export function pickSocials(source: Partial<Socials> | undefined): Partial<Socials> {
  const out: Partial<Socials> = {};
  for (const key of SOCIAL_KEYS) {
    const value = source?.[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}
