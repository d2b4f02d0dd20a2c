import type { StoreApi } from 'zustand/vanilla';
import type { PersistedClientState, SavedView } from './ClientState';

/** Saved views a device keeps, all lists together: the oldest go beyond this. */
export const SAVED_VIEWS_LIMIT = 50;
/** Characters of a saved view's name. */
export const SAVED_VIEW_NAME_MAX = 60;
/** Characters of a list's path and of its query. */
const TEXT_MAX = 2048;

/**
 * Whether a saved view is this list's view of that name (names compare without case and outer spaces).
 *
 * @example
 * sameView({ list: '/merchant/orders', name: 'Late', search: '' }, '/merchant/orders', ' late '); // true
 */
export function sameView(view: SavedView, list: string, name: string): boolean {
  return view.list === list && view.name.trim().toLowerCase() === name.trim().toLowerCase();
}

/**
 * Whether a value is a saved view: a path from `/`, a name of 1 to `SAVED_VIEW_NAME_MAX` characters (not
 * only spaces), a query of bounded length without its `?`.
 *
 * @example
 * isSavedView({ list: '/admin/orders', name: 'Lagos', search: 'q=lagos' }); // true
 */
export function isSavedView(value: unknown): value is SavedView {
  if (typeof value !== 'object' || value === null) return false;
  const { list, name, search } = value as Record<string, unknown>;
  return (
    typeof list === 'string' &&
    list.startsWith('/') &&
    list.length <= TEXT_MAX &&
    typeof name === 'string' &&
    name.trim().length > 0 &&
    name.length <= SAVED_VIEW_NAME_MAX &&
    typeof search === 'string' &&
    search.length <= TEXT_MAX &&
    !search.startsWith('?')
  );
}

/**
 * The saved views with `view` first (its name trimmed), one of the same list and name replaced, at most
 * `SAVED_VIEWS_LIMIT` (the oldest go). A view that is not one (`isSavedView`) leaves the list as it is.
 *
 * @example
 * addSavedView([], { list: '/merchant/orders', name: 'Pending', search: 'f.status=pending' });
 */
export function addSavedView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const kept = { list: view.list, name: view.name.trim(), search: view.search.replace(/^\?/, '') };
  if (!isSavedView(kept)) return [...views];
  return [kept, ...views.filter((v) => !sameView(v, kept.list, kept.name))].slice(0, SAVED_VIEWS_LIMIT);
}

/** What {@link saveView} and {@link deleteView} change: a client store (`createClientStore`). */
type SavedViewsStore = Pick<StoreApi<Pick<PersistedClientState, 'savedViews'>>, 'getState' | 'setState'>;

// Not actions of the store itself: a shop that never saves a view does not load them (issue 26's budget).
/**
 * Keeps a saved view first in a client store (written to storage at once); one of the same list and name,
 * case aside, is replaced (`addSavedView`).
 *
 * @example
 * saveView(store, { list: '/merchant/orders', name: 'Pending', search: 'f.status=pending' });
 */
export function saveView(store: SavedViewsStore, view: SavedView): void {
  store.setState({ savedViews: addSavedView(store.getState().savedViews, view) });
}

/**
 * Forgets the saved view of that list and name (case aside) in a client store.
 *
 * @example
 * deleteView(store, '/merchant/orders', 'Pending');
 */
export function deleteView(store: SavedViewsStore, list: string, name: string): void {
  store.setState({ savedViews: store.getState().savedViews.filter((v) => !sameView(v, list, name)) });
}
