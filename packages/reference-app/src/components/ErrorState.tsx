import './components.css';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** The user-facing message (a hook's `error.message` is already the spec's wording). */
  message: string;
  /** When given, a "Try again" button calls it (a hook's `mutate` or `refetch`). */
  onRetry?: () => void;
}

/**
 * What a list or page shows when its data failed to load: the message, announced as an alert, and an
 * optional "Try again" button.
 *
 * @example
 * if (error) return <ErrorState message={error.message} onRetry={() => mutate()} />;
 */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__message">{message}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
