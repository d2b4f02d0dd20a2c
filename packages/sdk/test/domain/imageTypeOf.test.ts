import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageTypeOf } from '../../src/domain/imageTypeOf';
import { MEDIA_MAX_BYTES, mediaFileProblem } from '../../src/domain/mediaFileProblem';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('imageTypeOf', () => {
  it('reads JPEG, PNG, WebP and GIF from their first bytes', () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(imageTypeOf(ascii('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(ascii('GIF89a'))).toBe('image/gif');
    expect(imageTypeOf(ascii('GIF87a'))).toBe('image/gif');
  });

  it('refuses text, SVG, PDF, a RIFF that is not WebP and anything cut short', () => {
    for (const text of [
      'hello',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '%PDF-1.7',
      'RIFF\x10\x00\x00\x00WAVE',
      'GIF8',
      '',
    ]) {
      expect(imageTypeOf(ascii(text))).toBeUndefined();
    }
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
  });

  it('never calls printable text an image', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz <>/="0123456789'.split('')) }),
        (text) => {
          expect(imageTypeOf(ascii(text))).toBeUndefined();
        },
      ),
    );
  });
});

describe('mediaFileProblem', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  it('names the file and the rule it breaks', () => {
    expect(mediaFileProblem({ name: 'a.png', size: 10 }, png)).toBeUndefined();
    expect(mediaFileProblem({ name: 'a.png', size: 0 }, png)).toBe('a.png is empty');
    expect(mediaFileProblem({ name: 'a.png', size: MEDIA_MAX_BYTES }, png)).toBeUndefined();
    expect(mediaFileProblem({ name: 'a.png', size: 7.2 * 1024 * 1024 }, png)).toBe(
      'a.png is 7.2 MB: the limit is 5 MB',
    );
    expect(mediaFileProblem({ name: 'notes.png', size: 5 }, ascii('hello'))).toBe(
      'notes.png is not an image: JPEG, PNG, WebP or GIF files only',
    );
  });
});
