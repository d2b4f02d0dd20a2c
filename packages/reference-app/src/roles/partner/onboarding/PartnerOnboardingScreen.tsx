import { useGetUserData } from '@marketplace/react-hooks';
import { dateRangeFor } from '@marketplace/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { onboardingStage } from '../../../components/onboardingStage';
import { Spinner } from '../../../components/Spinner';
import { RecordTimeline } from '../../../workspace/RecordTimeline';
import { OnboardingWizard } from './OnboardingWizard';
import { blankOnboarding, sameShape } from './onboardingValues';
import './onboarding.css';

/**
 * The shipping partner's onboarding (`/shipping-partner/onboarding`, needs `read` on `onboarding`): the
 * three steps until it is submitted (`onboardPartner`); then that an admin reviews it (deliveries come
 * once approved); once approved, that it is complete; once rejected, the reason given above the steps,
 * filled in with what was sent, to fix and resend. The partner may send its details again at any time
 * (they replace the previous ones and go back for review). Once sent, its timeline: when it was sent and
 * who approved or rejected it (`RecordTimeline`).
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
  const blank = useMemo(() => {
    const empty = blankOnboarding({
      company: user?.shippingCompany,
      email: user?.email,
      phone: user?.phoneNumber,
      today,
    });
    if (!user?.company) return empty;
    // What was sent before, to fix rather than type again; signed anew today.
    const sent = sameShape(empty, {
      company: user.company,
      bankDetails: user.bankDetails,
      certification: user.certification,
    });
    return { ...sent, certification: { ...sent.certification, date: today } };
  }, [user, today]);

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

  const stage = justDone ? 'submitted' : onboardingStage(user);
  if ((stage === 'approved' || stage === 'submitted') && !editing) {
    const approved = stage === 'approved';
    return (
      <section className="onboarding-done" aria-labelledby="onboarding-done-title">
        <h2 id="onboarding-done-title" ref={doneHeading} tabIndex={-1}>
          {justDone
            ? 'Onboarding submitted'
            : approved
              ? 'Your onboarding is complete'
              : 'Onboarding under review'}
        </h2>
        <p role={justDone ? 'status' : undefined}>
          {approved
            ? `${user.shippingCompany || user.name} is approved as a shipping partner: the scheduler can assign deliveries to you, and they appear under Assigned orders.`
            : 'An admin checks your company, bank details and certification. Deliveries can be assigned to you once they are approved; you are told here and by email.'}
        </p>
        <p className="onboarding-done__actions">
          {approved ? (
            <Link className="button" to="/shipping-partner/orders">
              See assigned orders
            </Link>
          ) : null}
          <Link className="button button--secondary" to="/shipping-partner/profile">
            Company profile
          </Link>
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
            Update your details
          </button>
        </p>
        <RecordTimeline recordType="partner" recordId={user.id} noun="onboarding" />
      </section>
    );
  }

  return (
    <>
      {stage === 'rejected' ? (
        <section className="onboarding-rejected" aria-labelledby="onboarding-rejected-title">
          <h2 id="onboarding-rejected-title">Your onboarding was not approved</h2>
          <p>The admin who reviewed it says:</p>
          <blockquote className="onboarding-rejected__reason">
            {user.rejectionReason ?? 'No reason was given.'}
          </blockquote>
          <p>Fix what it asks below (your details are filled in) and send them again.</p>
          <RecordTimeline recordType="partner" recordId={user.id} noun="onboarding" />
        </section>
      ) : null}
      {stage === 'approved' || stage === 'submitted' ? (
        <p className="onboarding__hint">
          Sending your details again replaces the ones you gave before; an admin reviews them again
          {stage === 'approved' ? ', and no new deliveries are assigned to you until then.' : '.'}{' '}
          <button type="button" className="link-button" onClick={() => setEditing(false)}>
            Keep them as they are
          </button>
        </p>
      ) : stage === 'rejected' ? null : (
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
