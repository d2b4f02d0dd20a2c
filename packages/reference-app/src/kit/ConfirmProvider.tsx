import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { type Confirm, ConfirmContext, type ConfirmOptions } from './confirmContext';

/** Props of {@link ConfirmProvider}. */
export interface ConfirmProviderProps {
  children: ReactNode;
}

interface Pending {
  options: ConfirmOptions;
  resolve(answer: boolean): void;
}

/**
 * Holds the one confirm dialog of a workspace, so any screen below can `await confirm({...})`
 * (`useConfirm`). A second question while one is open answers the first `false`; unmounting answers
 * an open one `false`, so no promise is left hanging.
 *
 * @example
 * <ConfirmProvider>
 *   <Outlet />
 * </ConfirmProvider>
 */
export function ConfirmProvider({ children }: ConfirmProviderProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((answer: boolean) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  useEffect(() => () => pendingRef.current?.resolve(false), []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.options.title ?? ''}
        message={pending?.options.message ?? ''}
        confirmLabel={pending?.options.confirmLabel ?? ''}
        cancelLabel={pending?.options.cancelLabel}
        destructive={pending?.options.destructive}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </ConfirmContext.Provider>
  );
}
