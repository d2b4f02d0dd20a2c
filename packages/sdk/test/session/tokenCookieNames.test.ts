import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE_NAMES } from '../../src/session/tokenCookieNames';

describe('TOKEN_COOKIE_NAMES', () => {
  it('names the cookies of spec section 9, one per session', () => {
    expect(TOKEN_COOKIE_NAMES).toEqual({
      customer: 'customer_token',
      merchant: 'merchant_token',
      admin: 'admin_token',
      'shipping-partner': 'shipping_partner_token',
    });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(TOKEN_COOKIE_NAMES)).toBe(true);
  });
});
