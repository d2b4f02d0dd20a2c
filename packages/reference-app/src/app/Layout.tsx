import { useLogout, useSession, useStoredSession } from '@marketplace/react-hooks';
import { detectUserType, formatMoney } from '@marketplace/sdk';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { CategoryMenu } from './CategoryMenu';
import { useSandboxControls } from './SandboxContext';
import { storefrontScreens } from './storefrontScreens';
import { useHeaderCart } from './useHeaderCart';
import { useScrollRestoration } from './useScrollRestoration';

// The search box's suggestions load with its first focus, with the storefront's screens (the results page's
// chunk): not part of the home page's first JavaScript.
const SearchSuggest = lazy(() => storefrontScreens().then((m) => ({ default: m.SearchSuggest })));

/**
 * The shell every page shares: a header with search, the cart and the account, the page, and a footer
 * (with the demo reset when the app runs on the sandbox). Works from a phone to a desktop.
 *
 * @example
 * { path: '/', element: <Layout />, children: [...] }
 */
export function Layout() {
  // A new page opens at its top; Back and Forward return to where the shopper was.
  useScrollRestoration();
  const navigate = useNavigate();
  const { pathname, search: locationSearch, state: locationState } = useLocation();
  const cart = useHeaderCart();
  const customer = useSession('customer');
  // On a merchant, admin or shipping-partner page, the account area is that role's.
  const pageRole = detectUserType(pathname);
  const staffRole = pageRole && pageRole !== 'customer' ? pageRole : undefined;
  const staff = useStoredSession(staffRole ?? '');
  const logout = useLogout();
  // The customer's pages need the session: leave them for the home page first and end the session once
  // the home page is shown (the effect below), or the account page's guard would see a logged-out user
  // and send the shopper to the login page. Ending it as soon as the navigation resolved still raced
  // with the router's commit when the home page's code was already loaded.
  const logOutCustomer = () => {
    if (pathname.startsWith('/customer'))
      void navigate('/', { replace: true, state: { logOut: 'customer' } });
    else logout('customer');
  };
  const loggingOut = (locationState as { logOut?: string } | null)?.logOut === 'customer';
  useEffect(() => {
    if (!loggingOut) return;
    logout('customer');
    void navigate('/', { replace: true, state: null });
  }, [loggingOut, logout, navigate]);
  const sandbox = useSandboxControls();
  // On the results page the header's box is the page's one search box: it shows the term searched.
  const searchedTerm = pathname === '/search' ? (new URLSearchParams(locationSearch).get('q') ?? '') : '';
  const [query, setQuery] = useState(searchedTerm);
  const [shownTerm, setShownTerm] = useState(searchedTerm);
  // Adjusted while rendering (not in an effect, which could run after the shopper's first keystroke).
  if (shownTerm !== searchedTerm) {
    setShownTerm(searchedTerm);
    setQuery(searchedTerm);
  }
  const [askForTerm, setAskForTerm] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  // The suggestions load with the box's first focus, then follow the box themselves.
  const [suggest, setSuggest] = useState(false);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const term = query.trim();
    setAskForTerm(!term);
    if (term) navigate(`/search?q=${encodeURIComponent(term)}`);
    else searchInput.current?.focus();
  };

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header on-dark">
        <div className="container site-header__inner">
          <Link to="/" className="site-header__logo">
            Marketplace
          </Link>
          {staffRole ? null : <CategoryMenu />}
          {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the testing tools and some screen readers; the role is what they read. */}
          <form role="search" className="site-header__search" onSubmit={search}>
            <label htmlFor="site-search" className="visually-hidden">
              Search products
            </label>
            <input
              ref={searchInput}
              id="site-search"
              type="search"
              placeholder="Search products, brands, stores"
              value={query}
              aria-describedby={askForTerm ? 'site-search-hint' : undefined}
              onFocus={() => setSuggest(true)}
              onChange={(e) => {
                setQuery(e.target.value);
                if (e.target.value.trim()) setAskForTerm(false);
              }}
            />
            {suggest ? (
              <Suspense>
                <SearchSuggest input={searchInput} term={query} />
              </Suspense>
            ) : null}
            <button type="submit" className="button">
              Search
            </button>
            <p id="site-search-hint" className="site-header__search-hint" role="status">
              {askForTerm ? 'Type what you are looking for: a product, a brand or a store.' : ''}
            </p>
          </form>
          <nav aria-label="Account" className="site-header__nav">
            {staffRole ? null : (
              <NavLink to="/saved" className="site-header__saved" aria-label="Saved items">
                <span aria-hidden="true">♡</span>
                <span aria-hidden="true" className="site-header__saved-text">
                  {' '}
                  Saved
                </span>
              </NavLink>
            )}
            <NavLink to={customer.loggedIn ? '/customer/cart' : '/cart'}>
              Cart{' '}
              {/* A new key on each change replays the count's bump, so an add shows in the header too. */}
              <span key={cart.quantity} aria-hidden="true" className="site-header__cart-count">
                ({cart.quantity})
              </span>
              <span className="visually-hidden">
                {cart.quantity} items total {formatMoney(cart.total)}
              </span>
            </NavLink>
            {staffRole ? (
              // The dashboard itself has the role's log-out button.
              staff.token ? (
                <NavLink to={`/${staffRole}`}>My dashboard</NavLink>
              ) : (
                <NavLink to={`/${staffRole}/login`}>Log in</NavLink>
              )
            ) : customer.loggedIn ? (
              <>
                <NavLink to="/customer">Account</NavLink>
                {/* On a phone the account page has the log out: the header stays one row. */}
                <button type="button" className="link-button site-header__logout" onClick={logOutCustomer}>
                  Log out
                </button>
              </>
            ) : (
              <NavLink to={`/customer/login?next=${encodeURIComponent(pathname)}`}>Log in</NavLink>
            )}
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingOverlay label="Loading the page" />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <div className="container site-footer__inner">
          <nav aria-label="Footer">
            <Link to="/marketplace">The marketplace</Link>
            <Link to="/contact">Contact us</Link>
            <Link to="/merchant/login">Sell on Marketplace</Link>
            <Link to="/admin/login">Admin</Link>
            <Link to="/shipping-partner/login">Shipping partners</Link>
          </nav>
          {sandbox ? (
            <p>
              Demo data from the sandbox.{' '}
              <button type="button" className="link-button" onClick={sandbox.reset}>
                Reset demo data
              </button>
            </p>
          ) : null}
        </div>
      </footer>
    </>
  );
}
