import { lazy, Suspense } from 'react';

// The saved views load after the list: the pages stay within the workspace page budget (scripts/figures.mjs).
const SavedViews = lazy(() => import('./SavedViews').then((m) => ({ default: m.SavedViews })));

/**
 * The list's saved views ({@link SavedViews}), nothing until their code has loaded.
 *
 * @example
 * <LazySavedViews />
 */
export function LazySavedViews() {
  return (
    <Suspense fallback={null}>
      <SavedViews />
    </Suspense>
  );
}
