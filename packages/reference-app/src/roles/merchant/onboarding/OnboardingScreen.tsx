import { useAllowed, useGetMerchantOnboardingInfo, useGetMerchantProfile } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { onboardingNeeds } from '@marketplace/sdk';
import { QueryState } from '../../../components/QueryState';
import { BusinessDetailsForm } from './BusinessDetailsForm';
import { OnboardingProgress } from './OnboardingProgress';
import './onboarding.css';
import { placeText } from '../../../kit/placeText';

/**
 * Setting up the store (`/merchant/onboarding`, needs `read` on `onboarding`): the completion percentage
 * and the steps, what each part of the business details still needs (linked to its section), the
 * merchant's locations, and the business details form (`onboardMerchant`, with `update` on
 * `onboarding`). Each part loads and fails on its own.
 *
 * @example
 * { path: 'onboarding', lazy: screen(merchant, 'OnboardingScreen') }
 */
export function OnboardingScreen() {
  const profile = useGetMerchantProfile();
  const canEdit = useAllowed('onboarding', 'update', 'merchant');
  return (
    <div className="onboarding">
      <OnboardingProgress />
      <Locations />
      <section className="onboarding-details" aria-labelledby="business-details">
        <h2 id="business-details" tabIndex={-1}>
          Business details
        </h2>
        <QueryState
          query={profile}
          loadingLabel="Loading your business details"
          fallbackMessage="Could not get merchant details. Try again later."
        >
          {(merchant) => (
            <>
              <Needs merchant={merchant} />
              <BusinessDetailsForm key={merchant.id} merchant={merchant} canEdit={canEdit} />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}

/** The checklist of the business details: each part complete, or what it still needs. */
function Needs({ merchant }: { merchant: Entity<'MerchantDetail'> }) {
  const needs = onboardingNeeds(merchant);
  const open = needs.filter((need) => need.missing.length > 0);
  return (
    <div className="onboarding-needs">
      <p>
        {open.length === 0
          ? 'Your business details are complete.'
          : `${open.length} of ${needs.length} parts still need something:`}
      </p>
      <ul>
        {needs.map((need) => (
          <li
            key={need.id}
            className={need.missing.length ? 'onboarding-needs__open' : 'onboarding-needs__done'}
          >
            <a href={`#${need.id}`}>{need.label}</a>:{' '}
            {need.missing.length ? `needs ${need.missing.join(', ')}` : 'complete'}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The merchant's locations as the platform knows them (`getMerchantOnboardingInfo`). */
function Locations() {
  const info = useGetMerchantOnboardingInfo();
  const locations = info.data?.locations ?? [];
  return (
    <section className="onboarding-locations" aria-labelledby="onboarding-locations-title">
      <h2 id="onboarding-locations-title">Your locations</h2>
      <QueryState
        query={info}
        loadingLabel="Loading your locations"
        fallbackMessage="Could not get your locations."
      >
        {() =>
          locations.length > 0 ? (
            <ul>
              {locations.map((location) => (
                <li key={placeText(location)}>{placeText(location)}</li>
              ))}
            </ul>
          ) : (
            <p>
              No location yet: add a pickup location, or use your home address, in the business details below.
            </p>
          )
        }
      </QueryState>
    </section>
  );
}
