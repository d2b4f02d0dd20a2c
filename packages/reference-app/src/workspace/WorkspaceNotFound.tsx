import { Link } from 'react-router';

/**
 * A path of a workspace that has no page: said inside the workspace frame, with a way to its dashboard.
 *
 * @example
 * { path: '*', element: <WorkspaceNotFound dashboardHref="/admin" /> }
 */
export function WorkspaceNotFound({ dashboardHref }: { dashboardHref: string }) {
  return (
    <p>
      There is no such page in this workspace. <Link to={dashboardHref}>Back to the dashboard</Link>
    </p>
  );
}
