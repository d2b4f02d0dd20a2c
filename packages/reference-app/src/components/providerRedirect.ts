// Leaving the app for the card provider's page is a full navigation (the provider is another site, or the
// sandbox's page that boot shows instead of the app); one object so tests can watch where it goes.

/**
 * Sends the shopper to the card provider's `authorizationUrl`.
 *
 * @example
 * providerRedirect.go(payment.authorizationUrl);
 * // in a test: vi.spyOn(providerRedirect, 'go').mockImplementation(() => {});
 */
export const providerRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/**
 * The app's own URL for `path` (the provider sends the shopper back there with `reference` and `trxref`),
 * or undefined where the page has no web origin.
 *
 * @example
 * callbackUrl('/customer/checkout/done?orders=41,42'); // 'https://shop.example.com/customer/checkout/done?orders=41,42'
 */
export function callbackUrl(path: string): string | undefined {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return /^https?:\/\//.test(origin) ? new URL(path, origin).href : undefined;
}
