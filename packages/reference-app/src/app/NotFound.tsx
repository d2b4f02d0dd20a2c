import { Link } from 'react-router';

/** Props of {@link NotFound}: what was not found (default: a page). */
export interface NotFoundProps {
  /** The page's heading: "Store not found". */
  title?: string;
  /** The sentence under it. */
  message?: string;
}

/**
 * The page for something the app does not have: a path, or a store or collection that does not exist
 * (its address answered 404), with the page's title and a way back to the shop, not the thing's empty
 * frame.
 *
 * @example
 * <Route path="*" element={<NotFound />} />
 * if (store.error?.status === 404) return <NotFound title="Store not found" message="…" />;
 */
export function NotFound({
  title = 'Page not found',
  message = 'We could not find that page. It may have moved, or the link may be wrong.',
}: NotFoundProps) {
  return (
    <section className="container page" aria-labelledby="not-found-title">
      <title>{`${title} | Marketplace`}</title>
      <h1 id="not-found-title">{title}</h1>
      <p>{message}</p>
      <p>
        <Link className="button" to="/">
          Go to the shop
        </Link>
      </p>
    </section>
  );
}
