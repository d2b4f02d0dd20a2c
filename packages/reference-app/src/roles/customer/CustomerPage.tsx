import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { RequireSession } from '../../app/RequireSession';
import { NotificationsMenu } from '../../components/notifications/NotificationsMenu';
import './customer.css';

/** Props of {@link CustomerPage}. */
export interface CustomerPageProps {
  /** The page's one `h1`; leave it out when the contents write their own `h1` (a title from data). */
  title?: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** Hide the "My account" link (the account page itself). */
  noBackLink?: boolean;
  /** Pages between the account and this one: `[{ to: '/customer/orders', label: 'My orders' }]`. */
  trail?: readonly { to: string; label: string }[];
  /** The page's contents: rendered (and its hooks run) only for a logged-in customer. */
  children: ReactNode;
}

/**
 * The frame of every customer screen: only a logged-in customer sees it (others go to the customer login,
 * which brings them back), with a link back to the account, the page's `h1` and its contents.
 *
 * @example
 * export function OrdersScreen() {
 *   return <CustomerPage title="My orders"><OrderHistory /></CustomerPage>;
 * }
 */
export function CustomerPage({ title, intro, noBackLink = false, trail = [], children }: CustomerPageProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useValidAriaRole: RequireSession's role is the user's role, not an ARIA role
    <RequireSession role="customer">
      <section className="container page customer-page" aria-labelledby={title ? id : undefined}>
        <div className="customer-page__bar spread">
          {noBackLink ? null : (
            <nav aria-label="Breadcrumb" className="customer-breadcrumb">
              <ol>
                {[{ to: '/customer', label: 'My account' }, ...trail].map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <NotificationsMenu userType="customer" />
        </div>
        {title ? (
          <h1 id={id} tabIndex={-1}>
            {title}
          </h1>
        ) : null}
        {intro ? <p className="customer-page__intro">{intro}</p> : null}
        {children}
      </section>
    </RequireSession>
  );
}
