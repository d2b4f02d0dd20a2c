import { useGetUserData } from '@marketplace/react-hooks';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import './partner.css';
import { Fact } from '../../components/Fact';
import { onboardingStage } from '../../components/onboardingStage';
import { onboardingStatusText } from '../../components/onboardingStatusText';

/** The initials of a company without a logo: "Kwik Dispatch Ltd" gives "KD". */
function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('') || '?'
  );
}

/**
 * The shipping partner's company as registered (`/shipping-partner/profile`): name, logo, email, shipping
 * company, phone and where its onboarding stands (not submitted, waiting for review, approved, rejected), from `getUserData` (the partner's login data).
 *
 * @example
 * { path: 'profile', lazy: screen(partner, 'PartnerProfileScreen') }
 */
export function PartnerProfileScreen() {
  const query = useGetUserData();
  const user = query.data;
  if (query.status === 'loading' && !user) return <Spinner label="Loading your company's profile" />;
  if (!user) {
    return (
      <ErrorState
        message={query.error?.message ?? 'Could not get user data. Try again later.'}
        onRetry={() => void query.mutate()}
      />
    );
  }
  if (!('name' in user)) {
    return <ErrorState message="This account is not a shipping partner's account." />;
  }
  return (
    <section className="partner-profile" aria-labelledby="partner-profile-title">
      <div className="partner-profile__head">
        {user.logo ? (
          <img className="partner-profile__logo" src={user.logo} alt={`${user.name} logo`} />
        ) : (
          <span className="partner-profile__logo partner-profile__logo--empty" aria-hidden="true">
            {initials(user.shippingCompany || user.name)}
          </span>
        )}
        <h2 id="partner-profile-title">{user.shippingCompany || user.name}</h2>
      </div>
      <dl className="partner-facts partner-facts--wide">
        <Fact label="Name">{user.name}</Fact>
        <Fact label="Email">
          <a href={`mailto:${user.email}`}>{user.email}</a>
        </Fact>
        <Fact label="Shipping company">{user.shippingCompany || 'Not given yet'}</Fact>
        {user.phoneNumber ? <Fact label="Phone">{user.phoneNumber}</Fact> : null}
        {user.logo ? null : <Fact label="Logo">No logo yet</Fact>}
        {user.onboarded !== undefined ? (
          <Fact label="Onboarding">{onboardingStatusText(onboardingStage(user))}</Fact>
        ) : null}
      </dl>
    </section>
  );
}
