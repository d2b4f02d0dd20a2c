import { useGetMerchantOnboardingStats } from '@marketplace/react-hooks';
import { ONBOARDING_START_PERCENT } from '@marketplace/sdk';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { Spinner } from '../../../components/Spinner';
import { navEntryFor } from '../../../workspace/navigation';

/** Where each onboarding step is done: a page of the workspace, or a section of this page (`#...`). */
const STEP_PLACES: Readonly<Record<string, string>> = {
  'Business details': '#business-details',
  'Store profile': 'store',
  'Bank account': 'bank-account',
  'Pricing plan': 'plan',
  'First product': 'products',
  Hub: 'store',
};

/** The link of a step, when the page that does it exists in this app. */
function stepHref(name: string): string | undefined {
  const place = STEP_PLACES[name];
  if (!place) return undefined;
  if (place.startsWith('#')) return place;
  return navEntryFor('merchant', `/merchant/${place}`) ? `/merchant/${place}` : undefined;
}

/**
 * How far the merchant's onboarding is (`getMerchantOnboardingStats`): the completion percentage (25 at
 * sign-up, `ONBOARDING_START_PERCENT`) as a progress bar, and each step done or to do, linked to where it
 * is done.
 *
 * @example
 * <OnboardingProgress />
 */
export function OnboardingProgress() {
  const stats = useGetMerchantOnboardingStats();
  if (stats.status === 'loading' && !stats.data) return <Spinner label="Loading your progress" />;
  if (!stats.data) {
    return (
      <ErrorState
        message={stats.error?.message ?? 'Could not get your onboarding progress.'}
        onRetry={() => void stats.mutate()}
      />
    );
  }
  const percent = stats.data.completionPercentage ?? ONBOARDING_START_PERCENT;
  const steps = stats.data.steps ?? [];
  return (
    <section className="onboarding-progress" aria-labelledby="onboarding-progress-title">
      <h2 id="onboarding-progress-title">Your store is {percent}% set up</h2>
      <div
        className="onboarding-progress__bar"
        role="progressbar"
        aria-label="Onboarding completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {stats.data.totalSteps ? (
        <p>
          {stats.data.completedSteps ?? 0} of {stats.data.totalSteps} steps done
          {percent >= 100 ? ': your store is ready to sell.' : '.'}
        </p>
      ) : null}
      <ol className="onboarding-steps">
        {steps.map((step) => {
          const href = stepHref(step.name);
          const name =
            href && !step.completed ? (
              href.startsWith('#') ? (
                <a href={href}>{step.name}</a>
              ) : (
                <Link to={href}>{step.name}</Link>
              )
            ) : (
              step.name
            );
          return (
            <li
              key={step.name}
              className={step.completed ? 'onboarding-steps__done' : 'onboarding-steps__todo'}
            >
              <span className="onboarding-steps__mark" aria-hidden="true">
                {step.completed ? '✓' : '○'}
              </span>{' '}
              {name} <span className="onboarding-steps__state">{step.completed ? 'Done' : 'To do'}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
