import type { PermissionAction, PermissionResource } from '@marketplace/react-hooks';
import type { AccountSummary } from './accountSummary';
import type { WorkspaceRole } from './workspaceRoles';

/** One page of a workspace, in its navigation. */
export interface WorkspaceNavEntry {
  /** The page's path below the role segment: `''` is the dashboard, `'products'` is `/admin/products`. */
  path: string;
  /** Its name in the navigation, the breadcrumbs, the page's `h1` and the document title. */
  label: string;
  /**
   * The right the page needs (`getPermissions`): the entry is shown only to an account that has it, and
   * opening the page without it shows "not allowed". Left out: every account of the role may open it.
   */
  requires?: { resource: PermissionResource; action: PermissionAction };
  /** The page's `h1` when it is not the label ("Welcome, Ada Obi" on the dashboard). */
  heading?: (account: AccountSummary) => string;
  /** The page brings its own `h1` (the auth screens' card), so the shell shows none. */
  ownHeading?: boolean;
}

/**
 * The navigation of each workspace: the one place a new screen is added (issues 12 to 14 add theirs here
 * and a route in src/app/routes.tsx). Only pages that exist are listed; each names the right it needs, so
 * the navigation follows the account's permissions and nothing asks for an account type.
 */
const welcome = (account: AccountSummary) => (account.name ? `Welcome, ${account.name}` : 'Welcome');

export const WORKSPACE_NAV: Readonly<Record<WorkspaceRole, readonly WorkspaceNavEntry[]>> = {
  merchant: [
    { path: '', label: 'Dashboard', heading: welcome },
    { path: 'orders', label: 'Orders', requires: { resource: 'orders', action: 'read' } },
    { path: 'returns', label: 'Returns', requires: { resource: 'returns', action: 'read' } },
    { path: 'coupons', label: 'Coupons', requires: { resource: 'coupons', action: 'read' } },
    { path: 'change-password', label: 'Change password', ownHeading: true },
  ],
  admin: [
    { path: '', label: 'Dashboard', heading: welcome },
    { path: 'products', label: 'Products', requires: { resource: 'products', action: 'read' } },
    {
      path: 'approvals/products',
      label: 'Product approvals',
      requires: { resource: 'products', action: 'update' },
    },
    {
      path: 'approvals/stores',
      label: 'Store approvals',
      requires: { resource: 'stores', action: 'update' },
    },
    {
      path: 'approvals/approvers',
      label: 'Store approvers',
      requires: { resource: 'stores', action: 'update' },
    },
    {
      path: 'approvals/hubs',
      label: 'Hub applications',
      requires: { resource: 'hubs', action: 'update' },
    },
    { path: 'change-password', label: 'Change password', ownHeading: true },
  ],
  'shipping-partner': [
    { path: '', label: 'Dashboard', heading: welcome },
    { path: 'orders', label: 'Assigned orders', requires: { resource: 'orders', action: 'read' } },
    // The partner's own login data: every partner account may read it, like its password.
    { path: 'profile', label: 'Company profile' },
    { path: 'change-password', label: 'Change password', ownHeading: true },
  ],
};

/**
 * The entries an account may open: those without a required right, and those whose right `can` grants.
 *
 * @example
 * visibleNav(WORKSPACE_NAV.admin, (resource) => resource === 'orders'); // Dashboard, Change password
 */
export function visibleNav(
  entries: readonly WorkspaceNavEntry[],
  can: (resource: PermissionResource, action: PermissionAction) => boolean,
): WorkspaceNavEntry[] {
  return entries.filter((entry) => !entry.requires || can(entry.requires.resource, entry.requires.action));
}

/**
 * The entry of a page path of the workspace (`/admin/products/` and `/admin/products` alike), or
 * `undefined` for a path the navigation does not list.
 *
 * @example
 * navEntryFor('admin', '/admin/products'); // { path: 'products', label: 'Products', ... }
 */
export function navEntryFor(role: WorkspaceRole, pathname: string): WorkspaceNavEntry | undefined {
  const prefix = `/${role}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return undefined;
  const rest = pathname.slice(prefix.length).replace(/^\/+|\/+$/g, '');
  return WORKSPACE_NAV[role].find((entry) => entry.path === rest);
}

/** The URL of an entry (`/admin`, `/admin/products`). */
export function navHref(role: WorkspaceRole, entry: WorkspaceNavEntry): string {
  return entry.path ? `/${role}/${entry.path}` : `/${role}`;
}
