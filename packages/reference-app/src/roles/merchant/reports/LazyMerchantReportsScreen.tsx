import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/Spinner';

// The reports are the merchant workspace's heaviest screen: their code is a chunk of its own, fetched when
// the Reports page opens (and the charts another, fetched when a chart first draws), so the workspace's
// other pages never pay for them.
const Screen = lazy(() =>
  import('./MerchantReportsScreen').then((m) => ({ default: m.MerchantReportsScreen })),
);

/**
 * {@link MerchantReportsScreen}, loaded on first render in its own chunk; a spinner until then.
 *
 * @example
 * { path: 'reports', lazy: screen(merchant, 'MerchantReportsScreen') } // screens.tsx exports this one under that name
 */
export function LazyMerchantReportsScreen() {
  return (
    <Suspense fallback={<Spinner label="Loading the reports" />}>
      <Screen />
    </Suspense>
  );
}
