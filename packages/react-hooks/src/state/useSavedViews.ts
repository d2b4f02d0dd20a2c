'use client';
import { useCallback, useMemo } from 'react';
import type { SavedView } from './ClientState';
import { useClientStore } from './ClientStateProvider';
import { deleteView, saveView } from './savedViews';
import { useClientState } from './useClientState';

/** What {@link useSavedViews} returns. */
export interface SavedViews {
  /** The saved views of the list (every list's without one), newest first. */
  views: readonly SavedView[];
  /** Keeps a view first; one of the same list and name (case aside) is replaced. */
  save(view: SavedView): void;
  /** Forgets the view of that list and name. */
  remove(list: string, name: string): void;
}

/**
 * The saved views of the workspace lists (a name for a list's filters, sort and search), kept in the
 * persisted client state of this device (across visits, tabs and logins), newest first.
 *
 * @example
 * const { views, save, remove } = useSavedViews('/merchant/orders');
 * save({ list: '/merchant/orders', name: 'Pending', search: location.search.slice(1) });
 */
export function useSavedViews(list?: string): SavedViews {
  const all = useClientState((s) => s.savedViews);
  const store = useClientStore();
  const views = useMemo(() => (list === undefined ? all : all.filter((v) => v.list === list)), [all, list]);
  const save = useCallback((view: SavedView) => saveView(store, view), [store]);
  const remove = useCallback((list: string, name: string) => deleteView(store, list, name), [store]);
  return useMemo(() => ({ views, save, remove }), [views, save, remove]);
}
