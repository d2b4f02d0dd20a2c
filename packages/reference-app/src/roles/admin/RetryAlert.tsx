/** Props of {@link RetryAlert}. */
export interface RetryAlertProps {
  /** The failed query's error; its message is said. */
  error?: { message: string } | null;
  /** Said when the error has no message of its own. */
  fallback?: string;
  onRetry(): void;
  /** The button's class: a secondary button, or `link-button` inside running text. */
  buttonClassName?: string;
}

/**
 * A failed query inside an admin's screen or form, in one line: its message as an alert and "Try again".
 *
 * @example
 * {stats.status === 'failed' ? <RetryAlert error={stats.error} onRetry={() => void stats.mutate()} /> : null}
 */
export function RetryAlert({
  error,
  fallback,
  onRetry,
  buttonClassName = 'button button--secondary',
}: RetryAlertProps) {
  return (
    <p role="alert">
      {error?.message ?? fallback}{' '}
      <button type="button" className={buttonClassName} onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
