// SORT_FIELDS is generated from the contract beside the zod schemas: each sorted row's top-level fields
// must be its schema's fields, or the sandbox would refuse (or accept) a sort the contract allows (refuses).
import { describe, expect, it } from 'vitest';
import { SORT_FIELDS } from '../src';
import * as schemas from '../src/schemas';

const shapeOf = (name: string) =>
  (schemas as unknown as Record<string, { shape?: Record<string, unknown> }>)[`${name}Schema`]?.shape;

describe('SORT_FIELDS', () => {
  it('names every sorted list row schema with the top-level fields of its zod schema', () => {
    expect(Object.keys(SORT_FIELDS).sort()).toEqual([
      'AdminProduct',
      'MerchantDetail',
      'Order',
      'ReturnedOrder',
      'Transaction',
    ]);
    for (const [name, fields] of Object.entries(SORT_FIELDS)) {
      const shape = shapeOf(name);
      expect(shape, name).toBeDefined();
      expect(fields.filter((f) => !f.includes('.')).sort(), name).toEqual(Object.keys(shape ?? {}).sort());
    }
  });

  it('follows nested objects with dotted paths', () => {
    expect(SORT_FIELDS.Order).toContain('deliveryAddress.fullName');
    expect(SORT_FIELDS.Order).not.toContain('fullName');
  });
});
