import { type RefObject, useEffect } from 'react';

/**
 * Closes an open menu or panel the way people expect: Escape closes it and gives the focus back to the
 * button that opened it; a press anywhere outside `root` closes it too. Listens only while `open`.
 *
 * @example
 * useDismiss(open, () => setOpen(false), root, button);
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      opener.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, root, opener]);
}
