/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** What is loading, for screen readers. */
  label?: string;
}

/**
 * The global loading overlay: covers the page while something the whole page needs is loading.
 *
 * @example
 * <LoadingOverlay label="Loading your session" />
 */
export function LoadingOverlay({ label = 'Loading' }: LoadingOverlayProps) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
