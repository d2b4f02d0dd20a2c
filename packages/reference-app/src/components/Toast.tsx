/** Props of {@link Toast}. */
export interface ToastProps {
  type: 'success' | 'error';
  message: string;
  /** How many times the same message arrived while shown. */
  count?: number;
  onDismiss?: () => void;
  /** A link after the message ("View saved items"); `onFollow` navigates in the app instead of loading the page. */
  link?: { href: string; label: string; onFollow?: (href: string) => void };
}

/**
 * One message of the toast area: success or error, with a dismiss button.
 *
 * @example
 * <Toast type="success" message="Order return was successful" onDismiss={close} />
 */
export function Toast({ type, message, count = 1, onDismiss, link }: ToastProps) {
  return (
    <div className={`toast toast--${type}`} role={type === 'error' ? 'alert' : 'status'}>
      <span className="toast__message">
        {message}
        {count > 1 ? <span className="toast__count"> ×{count}</span> : null}
        {link ? (
          <>
            {' '}
            <a
              className="toast__link"
              href={link.href}
              onClick={(event) => {
                if (!link.onFollow || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                link.onFollow(link.href);
              }}
            >
              {link.label}
            </a>
          </>
        ) : null}
      </span>
      {onDismiss ? (
        <button
          type="button"
          className="toast__dismiss"
          onClick={onDismiss}
          aria-label={`Dismiss: ${message}`}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
