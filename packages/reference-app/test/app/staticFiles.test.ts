// The files a browser or a crawler asks for on every site: the icon (a 404 on every visit before), the
// robots rules (the app's HTML answered them) and the page's description for search results.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../src/app/seo/robotsTxt';

// Tests run in the app's folder (jsdom's import.meta.url is not a file URL).
const read = (path: string) => readFileSync(resolve(process.cwd(), path));

describe('static files', () => {
  it('public/favicon.ico is an icon with a PNG image', () => {
    const ico = read('public/favicon.ico');
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    const offset = ico.readUInt32LE(18);
    expect(ico.subarray(offset, offset + 8)).toEqual(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'));
    expect(offset + ico.readUInt32LE(14)).toBe(ico.length);
  });

  it('public/robots.txt is robots rules, not HTML, and keeps the account and workspace pages out', () => {
    const robots = read('public/robots.txt').toString('utf8');
    expect(robots).not.toMatch(/<html/i);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    for (const area of ['/customer', '/merchant', '/admin', '/shipping-partner'])
      expect(robots).toMatch(new RegExp(`^Disallow: ${area}$`, 'm'));
    // The static hosts' copy of the server's rules (robotsTxt), without the sitemap only the server has.
    const served = robotsTxt('https://shop.example.ng').split('\n');
    expect(robots.trim().split('\n')).toEqual(served.filter((line) => line && !line.startsWith('Sitemap:')));
  });

  it('index.html has a meta description and points at the icon', () => {
    const html = read('index.html').toString('utf8');
    const description = /<meta\s+name="description"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    // Search engines show about 50 to 160 characters.
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
  });
});
