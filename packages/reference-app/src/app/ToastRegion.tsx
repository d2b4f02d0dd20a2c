import { type Toast as ToastMessage, useToasts } from '@marketplace/react-hooks';
import { lazy, Suspense, useEffect } from 'react';

// A toast's look is a chunk of its own, fetched once the page is there (the region's effect): no page
// shows a toast in its first render, so the entry does not carry it.
const loadToast = () => import('../components/Toast');
const Toast = lazy(() => loadToast().then((module) => ({ default: module.Toast })));

/** The page a success toast of these operations links to. */
const TOAST_LINKS: Record<string, { href: string; label: string }> = {
  saveToWishlist: { href: '/saved', label: 'View saved items' },
};

/** The link of a toast, if its operation has one. */
function linkOf(toast: ToastMessage, navigate?: (href: string) => void) {
  const link = toast.type === 'success' ? TOAST_LINKS[toast.operationId] : undefined;
  return link ? { ...link, ...(navigate ? { onFollow: navigate } : {}) } : undefined;
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** Follows a toast's link inside the app (the router's navigate); without it the link loads the page. */
  navigate?: (href: string) => void;
}

/**
 * The toast area (spec section 1; at the bottom, where it hides nothing: issue 25): success and error messages of every call, as the
 * spec's catalogue words them.
 *
 * @example
 * <MarketplaceProvider client={client}><ToastRegion navigate={(to) => void router.navigate(to)} /></MarketplaceProvider>
 */
export function ToastRegion({ navigate }: ToastRegionProps = {}) {
  const { toasts, dismiss } = useToasts({ timeout: 5000 });
  useEffect(() => void loadToast(), []);
  return (
    <section aria-label="Notifications" className="toast-region">
      <ul aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <li key={toast.id}>
            <Suspense fallback={null}>
              <Toast
                type={toast.type}
                message={toast.message}
                count={toast.count}
                onDismiss={() => dismiss(toast.id)}
                link={linkOf(toast, navigate)}
              />
            </Suspense>
          </li>
        ))}
      </ul>
    </section>
  );
}
