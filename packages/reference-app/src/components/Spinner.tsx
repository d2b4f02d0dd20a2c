import './components.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading; read by screen readers and shown beside the spinner. Defaults to "Loading". */
  label?: string;
}

/**
 * An inline loading indicator for a part of a page (a list, a panel, a button's result). For the whole
 * page use `LoadingOverlay`.
 *
 * @example
 * {isLoading ? <Spinner label="Loading products" /> : <ProductGrid products={data} />}
 */
export function Spinner({ label = 'Loading' }: SpinnerProps) {
  return (
    <span className="spinner" role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </span>
  );
}
