import { createContext } from 'react';

/** What `confirm()` asks: the same words as {@link ConfirmDialog}'s props. */
export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
}

/** Asks the person; resolves `true` when they confirm, `false` when they cancel or another question replaces it. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

/** Set by `ConfirmProvider`; `useConfirm` reads it. */
export const ConfirmContext = createContext<Confirm | null>(null);
