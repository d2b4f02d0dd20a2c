import type { ButtonHTMLAttributes } from 'react';

/** Props of {@link RowButton}: a button's, with what it does and to which row in place of its words. */
export interface RowButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'children'> {
  /** What the button does, its words ("Edit"). */
  action: string;
  /** The row it acts on, by name ("Ada Obi"): screen readers hear "Edit Ada Obi", not a column of "Edit". */
  row: string;
}

/**
 * A button in a table's row (edit, delete, deactivate), named after its row so that each one is told apart
 * by assistive technology; a link-like button unless given another class.
 *
 * @example
 * <RowButton action="Delete" row={fullName(member)} onClick={() => void onDelete(member)} />
 */
export function RowButton({ action, row, className = 'link-button', ...button }: RowButtonProps) {
  return (
    <button type="button" className={className} aria-label={`${action} ${row}`} {...button}>
      {action}
    </button>
  );
}
