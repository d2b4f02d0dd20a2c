import { Spinner } from '../components/Spinner';

/** Card outlines under the spinner: the page's shape while its code and data come. */
const CARDS = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * The app shell while the app starts: the header's bar with the shop's name and a search box that works
 * before any code (a plain form to /search), a spinner and the outlines of product cards. index.html
 * carries the same markup (kept equal by a test), so a phone on a slow network paints the shop at once,
 * before the app's code has arrived, and nothing flickers when the app takes over; then the page's own
 * header replaces it.
 *
 * @example
 * { path: '/', element: <Layout />, HydrateFallback: PageShell, children: [...] }
 */
export function PageShell() {
  return (
    <>
      <header className="site-header on-dark page-shell">
        <div className="container site-header__inner">
          <a href="/" className="site-header__logo">
            Marketplace
          </a>
          {/* biome-ignore lint/a11y/useSemanticElements: as the header's own search form (Layout). */}
          <form role="search" action="/search" className="site-header__search">
            <input
              type="search"
              name="q"
              aria-label="Search products"
              placeholder="Search products, brands, stores"
            />
            <button type="submit" className="button">
              Search
            </button>
          </form>
        </div>
      </header>
      <div className="container page page-shell__loading">
        <Spinner label="Loading the page" />
        <ul className="page-shell__cards" aria-hidden="true">
          {CARDS.map((card) => (
            <li key={card} />
          ))}
        </ul>
      </div>
    </>
  );
}
