import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_START_PERCENT } from '../../src/constants';
import { onboardingCompletion } from '../../src/domain/onboardingCompletion';

describe('onboardingCompletion', () => {
  it.each([
    [[], 25],
    [[false], 25],
    [[true], 100],
    [[false, false, false], 25],
    [[true, false, false], 50],
    [[false, true, true], 75],
    [[true, true, true], 100],
    [[true, false, false, false], 43],
    [[true, true, true, false], 81],
  ])('%j -> %s', (steps, percent) => {
    expect(onboardingCompletion(steps)).toBe(percent);
  });

  const steps = fc.array(fc.boolean(), { minLength: 1, maxLength: 200 });

  it('starts at ONBOARDING_START_PERCENT and reaches 100 only when every step is done', () => {
    fc.assert(
      fc.property(steps, (s) => {
        const percent = onboardingCompletion(s);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(ONBOARDING_START_PERCENT);
        expect(percent === 100).toBe(s.every(Boolean));
        expect(percent === ONBOARDING_START_PERCENT).toBe(
          !s.some(Boolean) || s.length > 75 * s.filter(Boolean).length,
        );
      }),
    );
  });

  it('never goes down when one more step is done', () => {
    fc.assert(
      fc.property(steps, fc.nat(), (s, pick) => {
        const next = [...s];
        next[pick % s.length] = true;
        expect(onboardingCompletion(next)).toBeGreaterThanOrEqual(onboardingCompletion(s));
      }),
    );
  });
});
