import { Spinner } from '../components/Spinner';

/**
 * The page's frame while the app starts: the header's bar with the shop's name, and a spinner. index.html
 * carries the same bar (kept equal by a test), so a phone paints the shop at once, before the app's code
 * has arrived, and nothing flickers when the app takes over; then the page's own header replaces it.
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
        </div>
      </header>
      <div className="container page page-shell__loading">
        <Spinner label="Loading the page" />
      </div>
    </>
  );
}
