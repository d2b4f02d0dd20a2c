import { useCallback, useState } from 'react';
import { ONBOARDING_STEPS, type OnboardingStep, type OnboardingValues, sameShape } from './onboardingValues';

/** A saved onboarding draft: the values and the step the partner reached. */
export interface OnboardingDraft {
  values: OnboardingValues;
  step: OnboardingStep;
  savedAt: string;
}

/** Where a partner account's draft is kept (one per account, so two partners on a computer never mix). */
export const onboardingDraftKey = (partnerId: number | string) =>
  `marketplace:partner-onboarding:${partnerId}`;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage denied (privacy settings): the form works, it just is not kept.
    return undefined;
  }
}

/**
 * The onboarding draft of one partner account in this browser's local storage: read once (checked
 * field by field against `blank`, as storage is untrusted: a corrupt or foreign value gives no draft),
 * saved at each step, cleared once submitted. Storage that is full or unavailable never breaks the form.
 *
 * @example
 * const draft = useOnboardingDraft(user.id, blank);
 * draft.initial?.step; // 'bankDetails' when the partner stopped there
 */
export function useOnboardingDraft(partnerId: number, blank: OnboardingValues) {
  const key = onboardingDraftKey(partnerId);
  // Read once, when the form opens (a new account is a new form: the screen keys it by partner).
  const [initial] = useState<OnboardingDraft | undefined>(() => {
    try {
      const raw = storage()?.getItem(key);
      if (!raw) return undefined;
      const parsed = JSON.parse(raw) as Partial<OnboardingDraft>;
      const step = ONBOARDING_STEPS.find((s) => s.key === parsed.step)?.key ?? 'company';
      return {
        values: sameShape(blank, parsed.values),
        step,
        savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : '',
      };
    } catch {
      return undefined;
    }
  });
  const save = useCallback(
    (values: OnboardingValues, step: OnboardingStep): boolean => {
      try {
        const draft: OnboardingDraft = { values, step, savedAt: new Date().toISOString() };
        storage()?.setItem(key, JSON.stringify(draft));
        return storage() !== undefined;
      } catch {
        return false;
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing to clear where nothing could be stored.
    }
  }, [key]);
  return { initial, save, clear };
}
