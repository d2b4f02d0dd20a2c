import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes the page's URL matches and puts what they loaded on the routes, before the
 * browser's router is made over a server-rendered page (React Router's pattern for lazy routes and
 * hydration): the first render then has the page's screen, as the server's HTML does.
 *
 * @example
 * await resolveLazyMatches(routes, location.pathname);
 * hydrateRoot(root, <RouterProvider router={createBrowserRouter(routes)} />);
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy;
      if (typeof load !== 'function') return;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
