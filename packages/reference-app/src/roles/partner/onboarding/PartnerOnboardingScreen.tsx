import { useGetUserData } from '@marketplace/react-hooks';
import { dateRangeFor } from '@marketplace/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { Spinner } from '../../../components/Spinner';
import { OnboardingWizard } from './OnboardingWizard';
import { blankOnboarding } from './onboardingValues';
import './onboarding.css';

/**
 * The shipping partner's onboarding (`/shipping-partner/onboarding`, needs `read` on `onboarding`): the
 * three steps until it is submitted (`onboardPartner`), then what the partner can do next; an onboarded
 * partner may send its details again (they replace the previous ones).
 *
 * @example
 * { path: 'onboarding', lazy: screen(partner, 'PartnerOnboardingScreen') }
 */
export function PartnerOnboardingScreen() {
  const query = useGetUserData();
  const user = query.data && 'onboarded' in query.data ? query.data : undefined;
  const [editing, setEditing] = useState(false);
  const [justDone, setJustDone] = useState(false);
  // The form the partner was in is gone once submitted: the outcome's heading takes the focus.
  const doneHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justDone) doneHeading.current?.focus();
  }, [justDone]);
  const today = dateRangeFor('today').startDate;
  const blank = useMemo(
    () =>
      blankOnboarding({
        company: user?.shippingCompany,
        email: user?.email,
        phone: user?.phoneNumber,
        today,
      }),
    [user?.shippingCompany, user?.email, user?.phoneNumber, today],
  );

  if (!query.data) {
    if (query.status === 'failed') {
      return (
        <ErrorState
          message={query.error?.message ?? 'Could not get user data. Try again later.'}
          onRetry={() => void query.mutate()}
        />
      );
    }
    return <Spinner label="Loading your account" />;
  }
  if (!user || user.id === undefined) {
    return <ErrorState message="This account is not a shipping partner's account." />;
  }

  if ((user.onboarded || justDone) && !editing) {
    return (
      <section className="onboarding-done" aria-labelledby="onboarding-done-title">
        <h2 id="onboarding-done-title" ref={doneHeading} tabIndex={-1}>
          {justDone ? 'Onboarding submitted' : 'Your onboarding is complete'}
        </h2>
        <p role={justDone ? 'status' : undefined}>
          {user.shippingCompany || user.name} is registered as a shipping partner: the scheduler can assign
          deliveries to you, and they appear under Assigned orders.
        </p>
        <p className="onboarding-done__actions">
          <Link className="button" to="/shipping-partner/orders">
            See assigned orders
          </Link>
          <Link className="button button--secondary" to="/shipping-partner/profile">
            Company profile
          </Link>
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
            Update your details
          </button>
        </p>
      </section>
    );
  }

  return (
    <>
      {user.onboarded ? (
        <p className="onboarding__hint">
          Sending your details again replaces the ones you gave before.{' '}
          <button type="button" className="link-button" onClick={() => setEditing(false)}>
            Keep them as they are
          </button>
        </p>
      ) : (
        <p className="onboarding__hint">
          Before deliveries can be assigned to you, tell us about your company, where to pay you and who
          certifies it. Each step is saved on this device as you go.
        </p>
      )}
      <OnboardingWizard
        key={user.id}
        partnerId={user.id}
        blank={blank}
        onDone={() => {
          setEditing(false);
          setJustDone(true);
        }}
      />
    </>
  );
}
