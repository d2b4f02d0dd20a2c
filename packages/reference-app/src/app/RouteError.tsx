import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useReporter } from './ReporterContext';

/**
 * What a screen that crashed (or failed to load its chunk) shows, after reporting the error.
 *
 * @example
 * { path: '/', element: <Layout />, errorElement: <RouteError /> }
 */
export function RouteError() {
  const error = useRouteError();
  const reporter = useReporter();
  useEffect(() => reporter.captureException(error, { where: 'route' }), [error, reporter]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container page" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>{notFound ? 'We could not find that page.' : 'This page could not be shown. Please try again.'}</p>
      <p>
        <button type="button" className="button" onClick={() => location.reload()}>
          Try again
        </button>{' '}
        <Link className="button button--secondary" to="/">
          Go to the shop
        </Link>
      </p>
    </main>
  );
}
