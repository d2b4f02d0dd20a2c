import { useGetUserData } from '@marketplace/react-hooks';
import { Link } from 'react-router';
import './onboarding.css';

/**
 * On the partner's dashboard while onboarding is not submitted: what is missing and a link to finish it
 * (saved steps are kept on this device); nothing once the partner is onboarded.
 *
 * @example
 * <OnboardingPrompt />
 */
export function OnboardingPrompt() {
  const { data } = useGetUserData();
  if (!data || !('onboarded' in data) || data.onboarded) return null;
  return (
    <section className="onboarding-prompt" aria-labelledby="onboarding-prompt-title">
      <h2 id="onboarding-prompt-title">Finish your onboarding</h2>
      <p>
        Tell us about your company, where to pay you and who certifies it: three short steps. Your answers are
        saved as you go, so you can stop and come back.
      </p>
      <p>
        <Link className="button" to="/shipping-partner/onboarding">
          Continue onboarding
        </Link>
      </p>
    </section>
  );
}
