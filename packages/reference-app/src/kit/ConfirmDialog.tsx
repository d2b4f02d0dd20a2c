import { type ReactNode, useEffect, useId, useRef } from 'react';
import './kit.css';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown (modal). */
  open: boolean;
  /** The question, as the dialog's heading and accessible name: "Delete this product?" */
  title: string;
  /** What happens, and whether it can be undone; the dialog's description. */
  message: ReactNode;
  /** The confirm button's words, naming the action: "Delete product". */
  confirmLabel: string;
  /** The cancel button's words; default "Cancel". */
  cancelLabel?: string;
  /** An action that destroys or cannot be undone: the confirm button is red and Cancel gets the focus. */
  destructive?: boolean;
  /** Called by the confirm button. */
  onConfirm(): void;
  /** Called by Cancel and by Escape. */
  onCancel(): void;
  /** The action is running: both buttons are disabled, Escape does nothing, progress is announced. */
  busy?: boolean;
  /** What is announced while busy; default "Working…". */
  busyLabel?: string;
}

/**
 * A confirmation for a destructive or irreversible action, on the native `<dialog>` opened with
 * `showModal()`: the rest of the page is inert, and Tab cycles between its two buttons, so focus stays inside; Escape
 * cancels, and when it closes focus goes back to the element that opened it. The first focus is on
 * Cancel for a destructive action (Enter does not destroy by accident), else on the confirm button.
 * For the promise form (`await confirm(...)`) use `useConfirm` under a `ConfirmProvider`.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * const remove = useDeleteProduct();
 * <button type="button" onClick={() => setOpen(true)}>Delete</button>
 * <ConfirmDialog open={open} destructive title="Delete this product?" confirmLabel="Delete product"
 *   message="Customers will no longer see it. This cannot be undone." busy={remove.isMutating}
 *   onCancel={() => setOpen(false)}
 *   onConfirm={async () => { await remove.trigger({ path: { id } }); setOpen(false); }} />
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel = 'Working…',
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  // Only opening and closing move the focus; `destructive` changing while open does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: destructive is read when the dialog opens.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    // The opener is remembered when the dialog opens and gets the focus back when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (destructive ? cancelRef : confirmRef).current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      aria-busy={busy || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Tab') {
          // The modal dialog keeps focus off the page, but the browser would let it pass to its own
          // toolbar; Tab and Shift+Tab cycle between the two buttons instead.
          const first = cancelRef.current;
          const last = confirmRef.current;
          if (!first || !last || first.disabled) return;
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first.focus();
          }
          return;
        }
        // Escape is handled here, before the browser's own close (which preventDefault stops): the parent
        // owns `open`, and while busy nothing can be cancelled.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onCancel={(event) => {
        // Other close requests (a phone's back gesture) land here; the same rule applies.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={messageId} className="confirm-dialog__message">
        {message}
      </div>
      <p className="confirm-dialog__progress" role="status">
        {busy ? (
          <>
            <span className="confirm-dialog__spinner" aria-hidden="true" />
            {busyLabel}
          </>
        ) : null}
      </p>
      <div className="confirm-dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          onClick={onCancel}
          disabled={busy}
        >
          {cancelLabel}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={`button${destructive ? ' button--danger' : ''}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
