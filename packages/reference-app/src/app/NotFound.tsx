import { Link } from 'react-router';

/**
 * The page for a path the app does not have.
 *
 * @example
 * <Route path="*" element={<NotFound />} />
 */
export function NotFound() {
  return (
    <section className="container page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>We could not find that page. It may have moved, or the link may be wrong.</p>
      <p>
        <Link className="button" to="/">
          Go to the shop
        </Link>
      </p>
    </section>
  );
}
