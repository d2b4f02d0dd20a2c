import { WorkspaceLayout } from '../../workspace/WorkspaceLayout';

// The workspace's shell: a module of its own, so entering any page downloads the frame and that page's
// family only (each family is a lazy module of src/app/routes.tsx), never the whole workspace.

/**
 * The admin session's workspace frame (`/admin/...`), behind the admin login.
 *
 * @example
 * { path: '/admin', lazy: screen(adminShell, 'AdminWorkspace'), children: [...] }
 */
export function AdminWorkspace() {
  return <WorkspaceLayout workspace="admin" />;
}
