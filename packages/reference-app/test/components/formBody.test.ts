import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formBody } from '../../src/components/form/formBody';

const value = fc.letrec((tie) => ({
  leaf: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined)),
  node: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), tie('node'), { maxKeys: 4 }),
  ),
})).node;

/** Every string anywhere in a value. */
function strings(input: unknown): string[] {
  if (typeof input === 'string') return [input];
  if (Array.isArray(input)) return input.flatMap(strings);
  if (input && typeof input === 'object') return Object.values(input).flatMap(strings);
  return [];
}

describe('formBody', () => {
  it('trims text and leaves blank text out', () => {
    expect(formBody({ firstName: ' Ada ', phoneNumber: '  ', isActive: false, level: 0 })).toEqual({
      firstName: 'Ada',
      isActive: false,
      level: 0,
    });
  });

  it('leaves out a number input left blank (NaN)', () => {
    expect(formBody({ roleId: Number.NaN, rating: 0 })).toEqual({ rating: 0 });
  });

  it('cleans nested objects and arrays, and keeps files as they are', () => {
    const file = new Blob(['x']);
    expect(formBody({ store: { storeName: ' Kano Crafts ', logo: '' }, tags: [' a ', 'b'], file })).toEqual({
      store: { storeName: 'Kano Crafts' },
      tags: ['a', 'b'],
      file,
    });
  });

  it('never leaves a string with outer spaces or a blank string in an object', () => {
    fc.assert(
      fc.property(value, (input) => {
        for (const text of strings(formBody(input))) expect(text).toBe(text.trim());
        const objectStrings = (v: unknown): string[] =>
          v && typeof v === 'object' && !Array.isArray(v)
            ? Object.values(v).filter((x): x is string => typeof x === 'string')
            : [];
        const walk = (v: unknown): void => {
          for (const s of objectStrings(v)) expect(s).not.toBe('');
          if (Array.isArray(v)) v.forEach(walk);
          else if (v && typeof v === 'object') Object.values(v).forEach(walk);
        };
        walk(formBody(input));
      }),
    );
  });

  it('is idempotent: a cleaned body cleans to itself', () => {
    fc.assert(
      fc.property(value, (input) => {
        expect(formBody(formBody(input))).toEqual(formBody(input));
      }),
    );
  });

  it('keeps numbers and booleans exactly', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.double({ noNaN: true }), fc.boolean())),
        (input) => {
          expect(formBody(input)).toEqual(input);
        },
      ),
    );
  });
});
