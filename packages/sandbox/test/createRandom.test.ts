import { describe, expect, it } from 'vitest';
import { createRandom } from '../src/createRandom';

describe('createRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = Array.from({ length: 20 }, createRandom(7).next);
    const b = Array.from({ length: 20 }, createRandom(7).next);
    const c = Array.from({ length: 20 }, createRandom(8).next);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('keeps int within its bounds and reaches both ends', () => {
    const random = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow(RangeError);
  });
});
