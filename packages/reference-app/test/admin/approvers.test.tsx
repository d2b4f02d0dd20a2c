// The store approvers through the app's routes, against a fresh sandbox per test: the list, adding an
// approver (what was typed kept when the server refuses it), editing one, a failed list, and a dispatcher
// kept out.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

const PATH = '/admin/approvals/approvers';

interface ApproverRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  approvalLevel: string;
  isActive: boolean;
}

/** The sandbox's approvers, as rows of the fields these tests look at. */
function approvers(): ApproverRow[] {
  return (ctx.sandbox.db as unknown as { table(name: string): { all(): ApproverRow[] } })
    .table('approvers')
    .all();
}

/** Types into the field labelled `label` inside `form`. */
function fill(form: HTMLElement, label: RegExp, value: string): void {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

describe('store approvers', () => {
  it('lists the approvers and adds one; an email taken is refused beside its field, the values kept', async () => {
    const existing = approvers()[0] as ApproverRow;
    await signInAt(PATH, 'admin@demo.test');
    const table = await screen.findByRole('table', { name: 'Store approvers' });
    await within(table).findByText(existing.email);

    fireEvent.click(await screen.findByRole('button', { name: 'Add approver' }));
    const form = await screen.findByRole('form', { name: 'New approver' });
    fill(form, /^First name/, 'Ngozi');
    fill(form, /^Last name/, 'Eze');
    fill(form, /^Email address/, existing.email);
    fireEvent.change(within(form).getByLabelText(/^Approval level/), { target: { value: 'second' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add approver' }));
    expect(await within(form).findAllByText(/already exists/)).not.toHaveLength(0);
    expect((within(form).getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ngozi');

    fill(form, /^Email address/, 'ngozi.eze@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Add approver' }));
    await within(table).findByText('ngozi.eze@example.com');
    expect(approvers().find((a) => a.email === 'ngozi.eze@example.com')).toMatchObject({
      firstName: 'Ngozi',
      approvalLevel: 'second',
      isActive: true,
    });
    // The list refreshes before the form's onSuccess closes it: wait for the close, which must happen.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New approver' })).toBeNull());
  });

  it('edits an approver', async () => {
    const existing = approvers()[0] as ApproverRow;
    await signInAt(PATH, 'admin@demo.test');
    const name = `${existing.firstName} ${existing.lastName}`;
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
    const form = await screen.findByRole('form', { name: `Edit ${name}` });
    expect((within(form).getByLabelText(/^Email address/) as HTMLInputElement).value).toBe(existing.email);
    fill(form, /^Last name/, 'Okafor');
    fireEvent.click(within(form).getByLabelText(/^Active/));
    fireEvent.click(within(form).getByRole('button', { name: 'Save approver' }));
    await waitFor(() =>
      expect(approvers().find((a) => a.id === existing.id)).toMatchObject({
        lastName: 'Okafor',
        isActive: false,
      }),
    );
    const table = screen.getByRole('table', { name: 'Store approvers' });
    await within(table).findByText(`${existing.firstName} Okafor`);
  });

  it('shows the error of a failed list with a way to try again', async () => {
    ctx.sandbox.faults.set('getApprovers', { status: 500, message: 'Approvers down' });
    await signInAt(PATH, 'admin@demo.test');
    const message = await screen.findByText('Approvers down');
    ctx.sandbox.faults.clear();
    fireEvent.click(
      within(message.closest('.data-table__state') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    const table = await screen.findByRole('table', { name: 'Store approvers' });
    await within(table).findByText((approvers()[0] as ApproverRow).email);
  });

  it('is not offered to a dispatcher, and a direct link says "not allowed"', async () => {
    await signInAt(PATH, 'dispatcher@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open Store approvers' }),
    ).toBeTruthy();
    expect(ctx.requests.some((r) => r.path.includes('/approvers'))).toBe(false);
  });
});
