// Small helpers to fill and send forms the way a person does.

import { fireEvent, screen } from '@testing-library/react';

/** Types `value` into the field labelled `label`. */
export function type(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Presses the button named `name`. */
export function press(name: string | RegExp): void {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** The error text shown for the field labelled `label` (through its aria-describedby). */
export function fieldError(label: string | RegExp): string | undefined {
  const control = screen.getByLabelText(label);
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field__error'))
    ?.textContent?.trim();
}
