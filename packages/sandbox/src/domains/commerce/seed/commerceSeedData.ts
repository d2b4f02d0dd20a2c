/** Codes the reference app and the tests use (documented in docs/rules/commerce.md). */
export const SEED_CODES = {
  /** Platform-wide, 10% off, minimum ₦5,000, once per customer: works on any cart. */
  welcome: 'WELCOME10',
  /** Demo merchant: ₦2,000 off from ₦20,000 of its products. */
  fixed: 'ADAEZE2K',
  /** Demo merchant: spend ₦30,000, get 50% off one Chiffon Peplum Blouse. */
  buyXGetY: 'BLOUSE50',
  /** Demo merchant: 15% off with at least 3 of its items. */
  quantity: 'TRIO15',
  /** Demo merchant: ended two months ago ('Coupon has expired'). */
  expired: 'SALLAH10',
  /** Platform: usage limit 3, used 3 times ('Coupon usage limit reached'). */
  usedUp: 'FLASH500',
  /** Demo merchant: starts next month ('Coupon is not active yet'). */
  future: 'XMAS15',
  /** Demo merchant: for two named customers only, not the demo customer ('This coupon is not available to you'). */
  vip: 'VIPADAEZE',
  /** Demo customer's active ₦5,000 gift card. */
  giftCard: 'GIFT-DEMO-5000',
} as const;

export interface AddressSeed {
  state: string;
  address: string;
}

/** Delivery addresses of the other customers, in user order; a second entry is an extra address. */
export const CUSTOMER_ADDRESSES: readonly (readonly AddressSeed[])[] = [
  [{ state: 'Lagos', address: '8 Admiralty Way, Lekki Phase 1' }],
  [
    { state: 'Kano', address: '21 Zoo Road, Nassarawa' },
    { state: 'FCT Abuja', address: '4 Gana Street, Maitama' },
  ],
  [{ state: 'Enugu', address: '17 Ogui Road, Enugu North' }],
  [
    { state: 'Oyo', address: '3 Ring Road, Challenge, Ibadan' },
    { state: 'Lagos', address: '45 Ogunlana Drive, Surulere' },
  ],
  [{ state: 'Kaduna', address: '9 Ahmadu Bello Way, Kaduna North' }],
  [{ state: 'Anambra', address: '12 Zik Avenue, Awka' }],
  [{ state: 'Lagos', address: '2 Adeola Odeku Street, Victoria Island' }],
  [{ state: 'FCT Abuja', address: '30 Adetokunbo Ademola Crescent, Wuse 2' }],
  [{ state: 'Rivers', address: '6 Aba Road, Port Harcourt' }],
  [{ state: 'Akwa Ibom', address: '14 Oron Road, Uyo' }],
  [{ state: 'Lagos', address: '19 Opebi Road, Ikeja' }],
];
