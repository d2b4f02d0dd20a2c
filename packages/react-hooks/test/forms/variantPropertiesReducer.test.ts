import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type VariantProperty, variantPropertiesReducer } from '../../src/forms/variantPropertiesReducer';

describe('variantPropertiesReducer', () => {
  it('adds, renames and removes properties and options', () => {
    let list: VariantProperty[] = [];
    list = variantPropertiesReducer(list, { type: 'addProperty', name: 'size' });
    list = variantPropertiesReducer(list, { type: 'addProperty' });
    list = variantPropertiesReducer(list, { type: 'renameProperty', index: 1, name: 'color' });
    list = variantPropertiesReducer(list, { type: 'addOption', index: 0, option: ' S ' });
    list = variantPropertiesReducer(list, { type: 'addOption', index: 0, option: 'M' });
    list = variantPropertiesReducer(list, { type: 'addOption', index: 0, option: 'M' });
    list = variantPropertiesReducer(list, { type: 'addOption', index: 0, option: '   ' });
    list = variantPropertiesReducer(list, { type: 'addOption', index: 1, option: 'Red' });
    expect(list).toEqual([
      { type: 'size', options: ['S', 'M'] },
      { type: 'color', options: ['Red'] },
    ]);
    list = variantPropertiesReducer(list, { type: 'removeOption', index: 0, option: 'S' });
    list = variantPropertiesReducer(list, { type: 'removeProperty', index: 1 });
    expect(list).toEqual([{ type: 'size', options: ['M'] }]);
    // Out of range: nothing changes.
    expect(variantPropertiesReducer(list, { type: 'addOption', index: 5, option: 'L' })).toEqual(list);
    expect(variantPropertiesReducer(list, { type: 'removeProperty', index: -1 })).toEqual(list);
  });

  it('never mutates its input and never holds an empty or repeated option (property)', () => {
    const action = fc.oneof(
      fc.record({
        type: fc.constant('addProperty' as const),
        name: fc.option(fc.string(), { nil: undefined }),
      }),
      fc.record({
        type: fc.constant('renameProperty' as const),
        index: fc.integer({ min: -1, max: 4 }),
        name: fc.string(),
      }),
      fc.record({ type: fc.constant('removeProperty' as const), index: fc.integer({ min: -1, max: 4 }) }),
      fc.record({
        type: fc.constant('addOption' as const),
        index: fc.integer({ min: -1, max: 4 }),
        option: fc.constantFrom('S', ' M', 'M ', '', 'L'),
      }),
      fc.record({
        type: fc.constant('removeOption' as const),
        index: fc.integer({ min: -1, max: 4 }),
        option: fc.constantFrom('S', 'M', 'L'),
      }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let list: VariantProperty[] = [];
        for (const a of actions) {
          const frozen = JSON.stringify(list);
          const next = variantPropertiesReducer(list, a);
          expect(JSON.stringify(list)).toBe(frozen);
          list = next;
        }
        for (const property of list) {
          expect(property.options.every((o) => o === o.trim() && o !== '')).toBe(true);
          expect(new Set(property.options).size).toBe(property.options.length);
        }
      }),
    );
  });
});
