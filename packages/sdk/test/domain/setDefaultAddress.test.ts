import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setDefaultAddress } from '../../src/domain/setDefaultAddress';

interface Address {
  id: number;
  fullName: string;
  address: string;
  default: boolean;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const home: Address = { id: 1, fullName: 'Ada Obi', address: '1 Marina, Lagos', default: true };
const office: Address = { id: 2, fullName: 'Ada Obi', address: '5 Allen Avenue, Ikeja', default: false };
const mum: Address = { id: 3, fullName: 'Ngozi Obi', address: '12 Ogui Road, Enugu', default: false };
const list = deepFreeze([home, office, mum]);

describe('setDefaultAddress', () => {
  it('makes the chosen address the only default', () => {
    expect(setDefaultAddress(list, 2).map((a) => a.default)).toEqual([false, true, false]);
  });

  it('restores the previous default from the response', () => {
    const previousDefault = { ...home, address: '1 Marina Road, Lagos', default: false };
    const next = setDefaultAddress(list, 2, previousDefault);
    expect(next[0]).toEqual(previousDefault);
    expect(next.map((a) => a.default)).toEqual([false, true, false]);
  });

  it('keeps the flags right even when the response still marks the previous default', () => {
    const next = setDefaultAddress(list, 3, { ...home, default: true });
    expect(next.map((a) => a.default)).toEqual([false, false, true]);
  });

  it('ignores a previous default that is not in the list, and a null one', () => {
    const stranger = { id: 99, fullName: 'X', address: 'Y', default: false };
    expect(setDefaultAddress(list, 2, stranger)).toEqual(setDefaultAddress(list, 2));
    expect(setDefaultAddress(list, 2, null)).toEqual(setDefaultAddress(list, 2));
  });

  it('matches ids by their string form', () => {
    expect(setDefaultAddress(list, '3').map((a) => a.default)).toEqual([false, false, true]);
  });

  it('returns the same list for an unknown id', () => {
    expect(setDefaultAddress(list, 42)).toBe(list);
  });

  it('keeps entries whose flag does not change as they are', () => {
    const next = setDefaultAddress(list, 2);
    expect(next).not.toBe(list);
    expect(next[2]).toBe(mum);
  });

  const addresses = fc
    .uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 10 })
    .chain((ids) =>
      fc.tuple(
        fc.constant(ids),
        fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length }),
        fc.nat({ max: ids.length - 1 }),
        fc.option(fc.nat({ max: ids.length - 1 }), { nil: undefined }),
      ),
    )
    .map(([ids, flags, chosen, previous]) => {
      const list = ids.map((id, i) => ({
        id,
        fullName: `N${id}`,
        address: `A${id}`,
        default: flags[i] as boolean,
      }));
      const previousDefault =
        previous === undefined
          ? undefined
          : { ...(list[previous] as Address), address: 'from the server', default: false };
      return { list, id: ids[chosen] as number, previousDefault };
    });

  it('leaves exactly one default, the chosen one, without losing or mutating any address', () => {
    fc.assert(
      fc.property(addresses, ({ list, id, previousDefault }) => {
        const before = structuredClone(list);
        const next = setDefaultAddress(deepFreeze(list), id, previousDefault);
        expect(list).toEqual(before);
        expect(next.filter((a) => a.default).map((a) => a.id)).toEqual([id]);
        expect(next.map((a) => a.id)).toEqual(list.map((a) => a.id));
        for (const [i, address] of next.entries()) {
          const source = previousDefault?.id === address.id ? previousDefault : list[i];
          expect(address).toEqual({ ...source, default: address.id === id });
        }
      }),
    );
  });
});
