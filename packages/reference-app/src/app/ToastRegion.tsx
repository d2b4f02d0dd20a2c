import { useToasts } from '@marketplace/react-hooks';
import { Toast } from '../components/Toast';

/**
 * The toast area (spec section 1; at the bottom, where it hides nothing: issue 25): success and error messages of every call, as the
 * spec's catalogue words them.
 *
 * @example
 * <MarketplaceProvider client={client}><ToastRegion /></MarketplaceProvider>
 */
export function ToastRegion() {
  const { toasts, dismiss } = useToasts({ timeout: 5000 });
  return (
    <section aria-label="Notifications" className="toast-region">
      <ul aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <li key={toast.id}>
            <Toast
              type={toast.type}
              message={toast.message}
              count={toast.count}
              onDismiss={() => dismiss(toast.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
