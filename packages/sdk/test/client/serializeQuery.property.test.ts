// The SDK writes query strings itself (no openapi-fetch at run time): the same strings as openapi-fetch's
// default serialiser, which the public `Middleware` type still comes from, for any query the contract's
// parameters can take (primitives, arrays of them, flat objects).
import fc from 'fast-check';
import { createQuerySerializer } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { serializeQuery } from '../../src/client/serializeQuery';

const primitive = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true }), fc.boolean());
const value = fc.oneof(
  primitive,
  fc.constantFrom(undefined, null),
  fc.array(primitive, { maxLength: 4 }),
  // Non-empty: openapi-fetch leaves a stray '&' for an empty object, which names nothing here.
  fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), primitive, { minKeys: 1, maxKeys: 3 }),
);
const query = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), value, { maxKeys: 5 });

describe('serializeQuery', () => {
  it("writes what openapi-fetch's default serialiser writes", () => {
    const reference = createQuerySerializer();
    fc.assert(
      fc.property(query, (q) => {
        expect(serializeQuery(q)).toBe(reference(q));
      }),
    );
  });

  it('repeats array names, names object keys, encodes values and leaves out what is not given', () => {
    expect(
      serializeQuery({
        ids: [1, 2],
        q: 'fabric & thread',
        filter: { status: 'paid' },
        page: undefined,
        x: null,
      }),
    ).toBe('ids=1&ids=2&q=fabric%20%26%20thread&filter[status]=paid');
    expect(serializeQuery({ empty: {}, none: [], a: 1 })).toBe('a=1');
    expect(() => serializeQuery({ deep: [[1]] })).toThrow(/Deeply-nested/);
  });
});
