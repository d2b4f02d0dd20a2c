import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedTypes, formatBytes, imageFileProblem } from '../../src/kit/imageFileProblem';
import { moveItem } from '../../src/kit/moveItem';

const RULES = { accept: 'image/jpeg,image/png,image/webp', maxBytes: 5 * 1024 * 1024 };
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('imageFileProblem', () => {
  it('accepts a listed type within the size', () => {
    expect(imageFileProblem(file('ankara.jpg', 'image/jpeg'), RULES)).toBeUndefined();
    expect(imageFileProblem(file('exact.png', 'image/png', RULES.maxBytes), RULES)).toBeUndefined();
  });

  it('names the file and the types it may be', () => {
    expect(imageFileProblem(file('logo.gif', 'image/gif'), RULES)).toBe(
      'logo.gif is not a JPEG, PNG or WEBP file.',
    );
    expect(imageFileProblem(file('notes.txt', 'text/plain'), { ...RULES, accept: 'image/*' })).toBe(
      'notes.txt is not an image.',
    );
  });

  it('names the file, its size and the limit', () => {
    expect(imageFileProblem(file('huge.png', 'image/png', 7.2 * 1024 * 1024), RULES)).toBe(
      'huge.png is 7.2 MB: the limit is 5 MB.',
    );
  });

  it('reads extensions and wildcards as the file picker does', () => {
    expect(imageFileProblem(file('SIGN.PNG', ''), { accept: '.png', maxBytes: 10_000 })).toBeUndefined();
    expect(
      imageFileProblem(file('banner.avif', 'image/avif'), { accept: 'image/*', maxBytes: 10_000 }),
    ).toBeUndefined();
    expect(acceptedTypes('image/png,image/svg+xml')).toBe('PNG or SVG');
  });

  it('refuses every file over the limit and none at or under it', () => {
    fc.assert(
      fc.property(fc.nat(20_000_000), fc.nat(20_000_000), (size, maxBytes) => {
        const problem = imageFileProblem(file('a.png', 'image/png', size), { accept: 'image/png', maxBytes });
        expect(problem === undefined).toBe(size <= maxBytes);
        if (problem) expect(problem).toContain(formatBytes(maxBytes));
      }),
    );
  });
});

describe('formatBytes', () => {
  it('writes sizes for people', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(900 * 1024)).toBe('900 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('moveItem', () => {
  const list = fc.array(fc.integer(), { maxLength: 12 });

  it('keeps every item once (a permutation)', () => {
    fc.assert(
      fc.property(
        list,
        fc.integer({ min: -2, max: 14 }),
        fc.integer({ min: -2, max: 14 }),
        (items, from, to) => {
          expect([...moveItem(items, from, to)].sort()).toEqual([...items].sort());
        },
      ),
    );
  });

  it('puts the item at its new place and keeps the others in order', () => {
    fc.assert(
      fc.property(
        list.filter((l) => l.length > 0),
        fc.nat(),
        fc.nat(),
        (items, a, b) => {
          const from = a % items.length;
          const to = b % items.length;
          const moved = moveItem(items, from, to);
          expect(moved[to]).toBe(items[from]);
          expect(moved.filter((_, i) => i !== to)).toEqual(items.filter((_, i) => i !== from));
        },
      ),
    );
  });

  it('moving back undoes a move', () => {
    expect(moveItem(moveItem(['a', 'b', 'c'], 2, 0), 0, 2)).toEqual(['a', 'b', 'c']);
  });
});
