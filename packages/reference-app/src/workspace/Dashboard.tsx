import { type PermissionSetResult, usePermissionSet } from '@marketplace/react-hooks';
import { Children, type ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import type { WorkspaceRole } from './workspaceRoles';

/** Props of {@link Dashboard}. */
export interface DashboardProps {
  /** Whose workspace: the role whose permissions decide. */
  workspace: WorkspaceRole;
  /** The sections this account may see, from its rights: leave out (or `null`) what `can` refuses. */
  children: (can: PermissionSetResult['can']) => ReactNode;
}

/**
 * A workspace's dashboard: waits for the account's permissions (or says why they failed), then shows the
 * sections its rights allow; with none, says there is nothing to show.
 *
 * @example
 * <Dashboard workspace="merchant">{(can) => can('reports', 'read') ? <SalesCards /> : null}</Dashboard>
 */
export function Dashboard({ workspace, children }: DashboardProps) {
  const { can, status, error } = usePermissionSet(workspace);
  if (status === 'failed')
    return <ErrorState message={error?.message ?? 'Could not load your permissions'} />;
  if (status !== 'succeeded') return <Spinner label="Loading your dashboard" />;
  const sections = Children.toArray(children(can));
  if (sections.length === 0)
    return <p>Your account has no figures to show here yet. Ask an administrator for the rights you need.</p>;
  return <div className="dashboard">{sections}</div>;
}
