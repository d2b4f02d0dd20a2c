import { useReactivateAccount, useSuspendAccount } from '@marketplace/react-hooks';
import type { Column } from '../../../kit/Column';
import { useConfirm } from '../../../kit/useConfirm';
import { ReasonForm } from '../../../workspace/ReasonForm';

/** An account an admin may suspend: a merchant, a shipping partner or a dispatcher. */
export interface SuspendTarget {
  id: number;
  /** How the pages name it ("Adaeze Nwankwo", "Kwik Dispatch Lagos"). */
  name: string;
}

/** What the lists say of an account's status. */
export interface AccountStatusValue {
  isActive?: boolean;
  suspendedReason?: string;
}

/**
 * Whether the account may log in, as a table cell: "Active", or "Suspended" with the reason beneath.
 *
 * @example
 * { id: 'status', header: 'Status', cell: (m) => <AccountStatusText status={m} /> }
 */
export function AccountStatusText({ status }: { status: AccountStatusValue }) {
  if (status.isActive !== false) return <>Active</>;
  return (
    <>
      Suspended
      {status.suspendedReason ? (
        <span className="people-sub people-status__reason">{status.suspendedReason}</span>
      ) : null}
    </>
  );
}

/** Props of {@link AccountStatusActions}. */
export interface AccountStatusActionsProps {
  target: SuspendTarget;
  status: AccountStatusValue;
  /** Opens the suspension form for the target (it asks for the reason). */
  onSuspend(target: SuspendTarget): void;
}

/**
 * Suspend (opens the reason form) or, for a suspended account, Reactivate after a confirmation
 * (`reactivateAccount`). Needs a `ConfirmProvider` above.
 *
 * @example
 * <AccountStatusActions target={{ id: m.id, name }} status={m} onSuspend={setSuspending} />
 */
export function AccountStatusActions({ target, status, onSuspend }: AccountStatusActionsProps) {
  const confirm = useConfirm();
  const reactivate = useReactivateAccount();
  if (status.isActive !== false) {
    return (
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onSuspend(target)}
        aria-label={`Suspend ${target.name}`}
      >
        Suspend
      </button>
    );
  }
  const run = async () => {
    const yes = await confirm({
      title: `Reactivate ${target.name}?`,
      message: 'They can log in again at once.',
      confirmLabel: 'Reactivate',
    });
    if (yes) await reactivate.trigger({ path: { id: target.id } }).catch(() => undefined);
  };
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={reactivate.isMutating}
      onClick={() => void run()}
      aria-label={`Reactivate ${target.name}`}
    >
      {reactivate.isMutating ? 'Reactivating…' : 'Reactivate'}
    </button>
  );
}

/**
 * The suspension of one account (`suspendAccount`; nothing while no account is chosen): the reason the account's owner will read when they
 * try to log in, then their sessions end. Field errors beside the field; the reason stays on a failure.
 *
 * @example
 * <SuspendAccountForm target={suspending} onClose={() => setSuspending(undefined)} />
 */
export function SuspendAccountForm({
  target,
  onClose,
}: {
  target: SuspendTarget | undefined;
  onClose(): void;
}) {
  // A fresh form per account: what was typed for one never carries over to another.
  const suspend = useSuspendAccount();
  return target ? (
    <ReasonForm
      key={target.id}
      operation="suspendAccount"
      mutation={suspend}
      init={{ path: { id: target.id } }}
      title={`Suspend ${target.name}`}
      hint="They read this when they try to log in; their open sessions end now."
      submitLabel="Suspend account"
      busyLabel="Suspending…"
      onClose={onClose}
    />
  ) : null;
}

/**
 * A list's columns with Suspend or Reactivate beside each account's status (in the `isActive` column, not
 * a column of their own: a list stays within 1280 px), when the signed-in account may change that kind of
 * account; the columns as they are otherwise.
 *
 * @example
 * const columns = withStatusActions(COLUMNS, canSuspend, (m) => ({ id: m.id, name: nameOf(m) }), setSuspending);
 */
export function withStatusActions<T extends AccountStatusValue>(
  columns: Column<T>[],
  allowed: boolean,
  target: (row: T) => SuspendTarget | undefined,
  onSuspend: (target: SuspendTarget) => void,
): Column<T>[] {
  if (!allowed) return columns;
  return columns.map((column) =>
    column.id === 'isActive'
      ? {
          ...column,
          cell: (row) => {
            const who = target(row);
            return (
              <div className="people-status">
                <span>{column.cell(row)}</span>
                {who ? <AccountStatusActions target={who} status={row} onSuspend={onSuspend} /> : null}
              </div>
            );
          },
        }
      : column,
  );
}
