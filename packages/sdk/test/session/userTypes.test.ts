import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/session/userTypes';

describe('USER_TYPES', () => {
  it('lists the four sessions once each, frozen', () => {
    expect(USER_TYPES).toEqual(['customer', 'merchant', 'admin', 'shipping-partner']);
    expect(Object.isFrozen(USER_TYPES)).toBe(true);
  });
});
