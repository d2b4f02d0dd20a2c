import { useGetUserData } from '@marketplace/react-hooks';
import { Link } from 'react-router';
import { onboardingStage } from '../../../components/onboardingStage';
import './onboarding.css';

/**
 * On the partner's dashboard until an admin approves its onboarding: what is missing and a link to finish
 * it (saved steps are kept on this device); once sent, that an admin is reviewing it; once rejected, the
 * reason given and a link to fix and resend it. Nothing once approved.
 *
 * @example
 * <OnboardingPrompt />
 */
export function OnboardingPrompt() {
  const { data } = useGetUserData();
  if (!data || !('onboarded' in data)) return null;
  const stage = onboardingStage(data);
  if (stage === 'approved') return null;
  if (stage === 'submitted') {
    return (
      <section className="onboarding-prompt" aria-labelledby="onboarding-prompt-title">
        <h2 id="onboarding-prompt-title">Onboarding under review</h2>
        <p>
          An admin is checking your company, bank details and certification. Deliveries can be assigned to you
          once it is approved; you are told here and by email.
        </p>
      </section>
    );
  }
  if (stage === 'rejected') {
    return (
      <section className="onboarding-prompt" aria-labelledby="onboarding-prompt-title">
        <h2 id="onboarding-prompt-title">Your onboarding was not approved</h2>
        {data.rejectionReason ? <p className="onboarding-prompt__reason">{data.rejectionReason}</p> : null}
        <p>
          <Link className="button" to="/shipping-partner/onboarding">
            Fix and resubmit
          </Link>
        </p>
      </section>
    );
  }
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
