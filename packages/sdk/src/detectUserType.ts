/** The four sessions of the marketplace; each has its own token. */
export type UserType = 'customer' | 'merchant' | 'admin' | 'shipping-partner';

const SEGMENT_TYPES: Readonly<Record<string, UserType>> = {
  customer: 'customer',
  merchant: 'merchant',
  admin: 'admin',
  'shipping-partner': 'shipping-partner',
  shippingpartner: 'shipping-partner',
};

/**
 * The user type a page path belongs to (spec section 2): `admin` when the first segment is `admin`;
 * otherwise the first segment named customer, merchant, admin, shipping-partner or shippingpartner;
 * `''` when none is. A query string or hash is ignored.
 *
 * @example
 * detectUserType('/merchant/products/12'); // 'merchant'
 * detectUserType('/store/shippingpartner/orders'); // 'shipping-partner'
 * detectUserType('/about'); // ''
 */
export function detectUserType(pathname: string): UserType | '' {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'admin') return 'admin';
  for (const segment of segments) {
    if (Object.hasOwn(SEGMENT_TYPES, segment)) return SEGMENT_TYPES[segment] as UserType;
  }
  return '';
}
