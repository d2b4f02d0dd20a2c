import { useSession } from '@marketplace/react-hooks';
import { Link, useNavigate } from 'react-router';
import { CustomerPage } from './CustomerPage';

const LINKS = [
  { to: '/customer/orders', label: 'My orders', hint: 'Follow your orders and ask for returns' },
  { to: '/customer/returns', label: 'My returns', hint: 'Return and replacement requests' },
  { to: '/customer/addresses', label: 'Addresses', hint: 'Where we deliver' },
  { to: '/customer/gift-cards', label: 'Gift cards', hint: 'Buy cards and see their balance' },
  { to: '/customer/cart', label: 'My cart', hint: 'What you are about to buy' },
  { to: '/saved', label: 'Saved items', hint: 'Products you saved for later' },
  { to: '/customer/change-password', label: 'Change password', hint: 'Keep your account safe' },
] as const;

function Account() {
  const session = useSession('customer');
  const navigate = useNavigate();
  const user = session.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  // Leave the account first: logging out while still on it would send the page to the login.
  const logOut = async () => {
    await navigate('/', { replace: true });
    session.logout();
  };

  return (
    <>
      <p className="account__greeting">
        {name ? `Hello, ${name}.` : 'Hello.'}
        {user?.email ? <span className="account__email"> Signed in as {user.email}</span> : null}
      </p>
      <nav aria-label="Your account">
        <ul className="account__links">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="account__link">
                <span className="account__link-label">{link.label}</span>
                <span className="account__link-hint">{link.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="button button--secondary" onClick={() => void logOut()}>
        Log out
      </button>
    </>
  );
}

/**
 * The customer's account (`/customer`): who is signed in, links to orders, returns, addresses, gift
 * cards, the cart and the password change, and logging out.
 *
 * @example
 * { path: 'customer', lazy: screen(customer, 'AccountScreen') }
 */
export function AccountScreen() {
  return (
    <CustomerPage title="My account" noBackLink>
      <Account />
    </CustomerPage>
  );
}
