import { type SessionUser, useLogout, useSession } from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequireSession } from '../../app/RequireSession';
import './auth.css';
import { ROLE_NAME, rolePath } from './roles';

/** Props of {@link RoleHome}. */
export interface RoleHomeProps {
  role: UserType;
  /** What this role's area will hold, for the "comes next" note. */
  comingNext: string;
}

const ACCOUNT_TYPE_NAME: Record<string, string> = {
  customer: 'Customer',
  merchant: 'Merchant',
  admin: 'Admin',
  superadmin: 'Super admin',
  dispatcher: 'Dispatcher',
  scheduler: 'Scheduler',
};

/** The signed-in user's name, account type and a detail line, whatever the session's user shape. */
function summarize(role: UserType, user: SessionUser | undefined) {
  if (!user) return { name: undefined, accountType: ROLE_NAME[role], detail: undefined };
  if ('name' in user) {
    return {
      name: user.name,
      accountType: 'Shipping partner',
      detail: user.shippingCompany ? { term: 'Company', value: user.shippingCompany } : undefined,
    };
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || undefined;
  const detail = 'storeName' in user && user.storeName ? { term: 'Store', value: user.storeName } : undefined;
  return { name, accountType: ACCOUNT_TYPE_NAME[user.accountType] ?? user.accountType, detail };
}

/**
 * The home of a role whose full screens come later (merchant, admin session, shipping partner), behind
 * that role's login: a welcome with the user's name and account type (the admin session says which: admin,
 * super admin, dispatcher or scheduler), links to change the password and to log out.
 *
 * @example
 * <RoleHome role="merchant" comingNext="Products, orders, coupons…" />
 */
export function RoleHome({ role, comingNext }: RoleHomeProps) {
  return (
    <RequireSession role={role}>
      <Welcome role={role} comingNext={comingNext} />
    </RequireSession>
  );
}

function Welcome({ role, comingNext }: RoleHomeProps) {
  const { user } = useSession(role);
  const logout = useLogout();
  const { name, accountType, detail } = summarize(role, user as SessionUser | undefined);
  // Without the session, RequireSession sends the page to the role's login.
  const onLogout = () => logout(role);
  return (
    <section className="container page role-home" aria-labelledby="role-home-title">
      <h1 id="role-home-title">{name ? `Welcome, ${name}` : 'Welcome'}</h1>
      <dl className="role-home__facts">
        <Fact term="Account type">{accountType}</Fact>
        {user?.email ? <Fact term="Email">{user.email}</Fact> : null}
        {detail ? <Fact term={detail.term}>{detail.value}</Fact> : null}
      </dl>
      <p className="auth-note">
        The {ROLE_NAME[role].toLowerCase()} screens come next: {comingNext}
      </p>
      <ul className="role-home__actions">
        <li>
          <Link className="button button--secondary" to={rolePath(role, 'change-password')}>
            Change password
          </Link>
        </li>
        <li>
          <button type="button" className="button" onClick={onLogout}>
            Log out
          </button>
        </li>
      </ul>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
