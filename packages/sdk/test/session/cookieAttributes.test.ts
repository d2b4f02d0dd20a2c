import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieAttributes } from '../../src/session/cookieAttributes';
import { cookieDomain } from '../../src/session/cookieDomain';

describe('cookieAttributes', () => {
  it.each([
    ['https://shop.example.com/', { path: '/', sameSite: 'Lax', secure: true, domain: 'example.com' }],
    ['http://shop.example.com/', { path: '/', sameSite: 'Lax', secure: false, domain: 'example.com' }],
    ['https://shop.example.com.ng/', { path: '/', sameSite: 'Lax', secure: true, domain: 'com.ng' }],
    ['http://localhost:5173/', { path: '/', sameSite: 'Lax', secure: false }],
    ['https://localhost/', { path: '/', sameSite: 'Lax', secure: true }],
    ['http://127.0.0.1/', { path: '/', sameSite: 'Lax', secure: false }],
    ['http://[::1]/', { path: '/', sameSite: 'Lax', secure: false }],
  ] as const)('%s -> %j', (url, attributes) => {
    // toStrictEqual: a host without a domain must not even carry a `domain: undefined` key.
    expect(cookieAttributes(new URL(url))).toStrictEqual(attributes);
  });

  it('is secure exactly on https, always path / and SameSite Lax, with the domain of cookieDomain', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.domain(),
          fc.ipV4(),
          fc.ipV6().map((ip) => `[${ip}]`),
          fc.constant('localhost'),
        ),
        fc.constantFrom('https:', 'http:', 'file:', ''),
        (hostname, protocol) => {
          const attributes = cookieAttributes({ hostname, protocol });
          expect(attributes.secure).toBe(protocol === 'https:');
          expect(attributes.path).toBe('/');
          expect(attributes.sameSite).toBe('Lax');
          const domain = cookieDomain(hostname);
          expect('domain' in attributes).toBe(domain !== undefined);
          expect(attributes.domain).toBe(domain);
        },
      ),
    );
  });
});
