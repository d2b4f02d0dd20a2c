import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/app/safeRedirect';

describe('safeRedirect', () => {
  it.each([
    ['/customer/checkout', '/customer/checkout'],
    ['/customer/orders?page=2#top', '/customer/orders?page=2#top'],
    ['https://evil.example/steal', '/fallback'],
    ['//evil.example', '/fallback'],
    ['/\\evil.example', '/fallback'],
    ['javascript:alert(1)', '/fallback'],
    ['customer/orders', '/fallback'],
    ['', '/fallback'],
    [null, '/fallback'],
  ])('%s -> %s', (next, expected) => {
    expect(safeRedirect(next, '/fallback')).toBe(expected);
  });

  it('never leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), (next) => {
        const target = safeRedirect(next, '/fallback');
        expect(new URL(target, 'https://shop.example').origin).toBe('https://shop.example');
      }),
    );
  });
});
