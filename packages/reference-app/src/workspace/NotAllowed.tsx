import type { PermissionAction, PermissionResource } from '@marketplace/react-hooks';
import { Link } from 'react-router';

/** Props of {@link NotAllowed}. */
export interface NotAllowedProps {
  /** The page's name ("Products"). */
  page: string;
  /** The right the page needs and the account lacks. */
  resource: PermissionResource;
  action: PermissionAction;
  /** The workspace's dashboard, where the way back leads. */
  dashboardHref: string;
}

const ACTION_WORD: Record<PermissionAction, string> = {
  create: 'create',
  read: 'view',
  update: 'change',
  delete: 'delete',
};

/**
 * What a workspace page shows to an account without the right it needs: which page, the missing right
 * in words and by name, and a way back to the dashboard (instead of a screen whose calls would fail).
 *
 * @example
 * <NotAllowed page="Products" resource="products" action="read" dashboardHref="/admin" />
 */
export function NotAllowed({ page, resource, action, dashboardHref }: NotAllowedProps) {
  return (
    <div className="not-allowed" role="alert">
      <h2 className="not-allowed__title">You are not allowed to open {page}</h2>
      <p>
        Your account may not {ACTION_WORD[action]} {resource.replace(/-/g, ' ')}: it lacks the{' '}
        <code>
          {action} {resource}
        </code>{' '}
        permission. An administrator can grant it to your role.
      </p>
      <p>
        <Link className="button" to={dashboardHref}>
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}
