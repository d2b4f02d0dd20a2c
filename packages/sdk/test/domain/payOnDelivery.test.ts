import { describe, expect, it } from 'vitest';
import { canPayOnDelivery } from '../../src/domain/payOnDelivery';

describe('canPayOnDelivery', () => {
  it.each([
    'Lagos',
    'lagos state',
    ' LAGOS ',
    'FCT',
    'FCT Abuja',
    'Abuja',
    'Abuja (FCT)',
    'Federal Capital Territory',
  ])('%s may pay on delivery', (state) => {
    expect(canPayOnDelivery(state)).toBe(true);
  });

  it.each(['Oyo', 'Ogun', 'Rivers', 'Lagos Island road, Ibadan', 'Abuja Road, Kaduna', '', null, undefined])(
    '%s may not',
    (state) => {
      expect(canPayOnDelivery(state)).toBe(false);
    },
  );
});
