import type { RouteObject } from 'react-router';
import { type LazyModule, lazyScreen } from '../app/lazyScreen';
import { WORKSPACE_NAV } from './navigation';
import type { WorkspaceRole } from './workspaceRoles';

/** A workspace's index of families: each family's loader by name (src/roles/<role>/<role>Families.ts). */
export type WorkspaceFamilies = () => Promise<Record<string, () => Promise<LazyModule>>>;

/** The loader of one family of a workspace, through the workspace's index of families. */
function family(index: WorkspaceFamilies, name: string) {
  return () =>
    index().then((families) => {
      const load = families[name];
      if (!load) throw new Error(`No screen family "${name}" in the workspace's index`);
      return load();
    });
}

/**
 * A workspace's pages, made from its navigation (src/workspace/navigation.ts): each entry with a screen is
 * a route loading that screen's family through the role's index of families. This module is loaded when a
 * visit first enters the workspace (src/app/routes.tsx patches these routes into the workspace's frame),
 * so the navigation is not part of the home page's JavaScript.
 *
 * @example
 * patch('workspace:merchant', workspacePages('merchant', () => import('./merchantFamilies')...));
 */
export function workspacePages(role: WorkspaceRole, families: WorkspaceFamilies): RouteObject[] {
  return WORKSPACE_NAV[role].flatMap((entry): RouteObject[] =>
    entry.screen
      ? [
          {
            ...(entry.path ? { path: entry.path } : { index: true }),
            lazy: lazyScreen(family(families, entry.screen[0]), entry.screen[1]),
          },
        ]
      : [],
  );
}
