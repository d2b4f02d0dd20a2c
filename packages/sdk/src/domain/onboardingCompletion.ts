import { ONBOARDING_START_PERCENT } from '../constants';

/**
 * The merchant's onboarding completion in percent. The spec only says it starts at 25 percent
 * (sections 4 and 9); the rule here is ours: the remaining 75 points are shared equally by the steps,
 * `25 + floor(75 × done / total)`. Rounding down means it shows 100 only when every step is done, and it
 * never goes down as steps get done. With no steps it is 25.
 *
 * @example
 * onboardingCompletion([false, false, false]); // 25
 * onboardingCompletion([true, false, false]); // 50
 * onboardingCompletion([true, true, true]); // 100
 */
export function onboardingCompletion(steps: readonly boolean[]): number {
  if (steps.length === 0) return ONBOARDING_START_PERCENT;
  const done = steps.filter(Boolean).length;
  return ONBOARDING_START_PERCENT + Math.floor(((100 - ONBOARDING_START_PERCENT) * done) / steps.length);
}
