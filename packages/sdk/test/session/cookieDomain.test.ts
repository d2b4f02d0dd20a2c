import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieDomain } from '../../src/session/cookieDomain';

describe('cookieDomain', () => {
  it.each([
    ['shop.example.com', 'example.com'],
    ['example.com', 'example.com'],
    ['a.b.shop.example.com', 'example.com'],
    ['Shop.Example.COM', 'example.com'],
    ['shop.example.com.', 'example.com'],
    // Two labels of a public suffix: the browser store falls back to host-only for these.
    ['shop.example.com.ng', 'com.ng'],
    ['localhost', undefined],
    ['LOCALHOST.', undefined],
    ['app.localhost', undefined],
    ['127.0.0.1', undefined],
    ['192.168.1.20', undefined],
    ['10.1', undefined],
    ['0x7f.1', undefined],
    ['::1', undefined],
    ['[::1]', undefined],
    ['[2001:db8::1]', undefined],
    ['intranet', undefined],
    ['', undefined],
    ['.', undefined],
    ['a..com', undefined],
    ['example..', undefined],
    ['.com', undefined],
  ] as const)('%j -> %j', (hostname, domain) => {
    expect(cookieDomain(hostname)).toBe(domain);
  });

  const anyHost = fc.oneof(
    fc.domain(),
    fc.string(),
    fc.stringMatching(/^[a-zA-Z0-9.:[\]-]{0,40}$/),
    fc.ipV4(),
    fc.ipV4Extended(),
    fc.ipV6(),
    fc.ipV6().map((ip) => `[${ip}]`),
  );

  it('never returns a single label: either undefined or exactly two non-empty labels', () => {
    fc.assert(
      fc.property(anyHost, (hostname) => {
        const domain = cookieDomain(hostname);
        if (domain !== undefined) expect(domain).toMatch(/^[^.]+\.[^.]+$/);
      }),
    );
  });

  it('gives undefined for every IPv4 address, in any form the URL parser accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV4Extended()), fc.boolean(), (ip, trailingDot) => {
        expect(cookieDomain(trailingDot ? `${ip}.` : ip)).toBeUndefined();
        expect(cookieDomain(new URL(`http://${ip}/`).hostname)).toBeUndefined();
      }),
    );
  });

  it('gives undefined for every IPv6 address, with or without brackets', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        expect(cookieDomain(ip)).toBeUndefined();
        expect(cookieDomain(`[${ip}]`)).toBeUndefined();
        expect(cookieDomain(new URL(`http://[${ip}]/`).hostname)).toBeUndefined();
      }),
    );
  });

  const name = fc.domain().filter((d) => !d.endsWith('.localhost') && d !== 'localhost');

  it('gives the last two labels of a domain name, lower-cased', () => {
    fc.assert(
      fc.property(name, (domain) => {
        expect(cookieDomain(domain)).toBe(domain.toLowerCase().split('.').slice(-2).join('.'));
      }),
    );
  });

  it('ignores case and a trailing dot', () => {
    fc.assert(
      fc.property(name, (domain) => {
        expect(cookieDomain(`${domain.toUpperCase()}.`)).toBe(cookieDomain(domain));
      }),
    );
  });

  it('gives every subdomain the same domain as its parent, so they share the cookie', () => {
    fc.assert(
      fc.property(name, fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/), (domain, sub) => {
        expect(cookieDomain(`${sub}.${domain}`)).toBe(cookieDomain(domain));
      }),
    );
  });

  it('gives no domain for a host with a bracket anywhere (fast-check found ".[.a" -> "[.a")', () => {
    expect(cookieDomain('.[.a')).toBeUndefined();
    expect(cookieDomain('x.[y].com')).toBeUndefined();
  });

  it('gives a domain its own domain back', () => {
    fc.assert(
      fc.property(anyHost, (hostname) => {
        const domain = cookieDomain(hostname);
        if (domain !== undefined) expect(cookieDomain(domain)).toBe(domain);
      }),
    );
  });

  it('gives undefined for every host under localhost', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,10}$/)), (labels) => {
        expect(cookieDomain([...labels, 'localhost'].join('.'))).toBeUndefined();
      }),
    );
  });
});
