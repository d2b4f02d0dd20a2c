// A request for "a replacement, or a refund if unavailable" (both of the return's refund and replace flags)
// in the merchant's and the admin's return screens: named so, the admin may decide a refund on it (with
// the hint to refund only when the store cannot replace), and completing it says what that means.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../support/installDialogPolyfill';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

installDialogPolyfill();

/**
 * The next move's button once it may be pressed: it can show (the return refreshed) while the last move
 * still saves, disabled, and a click on it then does nothing.
 */
async function enabledMove(detail: HTMLElement, name: string): Promise<HTMLElement> {
  const button = await within(detail).findByRole('button', { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
}

const ctx = sandboxFixture();

interface ReturnRow {
  id: number;
  status: string;
}

type Returns = {
  all(): ReturnRow[];
  update(id: number, patch: Record<string, unknown>): ReturnRow | undefined;
};
const returns = () => (ctx.sandbox.db as unknown as { table(name: string): Returns }).table('returns');

/** Turns the seed's pending return into a request for a replacement, or a refund if unavailable. */
function pendingReplaceOrRefund(): number {
  const pending = returns()
    .all()
    .find((r) => r.status === 'pending') as ReturnRow;
  returns().update(pending.id, { type: 'replace', refund: true, replace: true });
  return pending.id;
}

const ASKED = 'Replacement, or refund if unavailable';

describe('a request for a replacement, or a refund if unavailable', () => {
  it('shows the admin what was asked, in the list and the detail, and offers the refund decision', async () => {
    const id = pendingReplaceOrRefund();
    await signInAt('/admin/returns', 'admin@demo.test');
    const table = await screen.findByRole('table', { name: /Every return|Returns requested/ });
    const link = await within(table).findByRole('link', { name: `Return #${id}` });
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText(ASKED)).toBeTruthy();
    fireEvent.click(link);
    const detail = await screen.findByRole('article', { name: `Replacement #${id}` });
    expect(within(detail).getByText('Asked for').nextElementSibling?.textContent).toBe(ASKED);
    expect(
      within(detail).getByText(/prefers a replacement: approve a refund only if the store cannot replace/),
    ).toBeTruthy();
    const form = within(detail).getByRole('form', { name: 'Refund decision' });
    fireEvent.change(within(form).getByLabelText('Decision'), { target: { value: 'approved' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the refund decision' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve refund' }),
    );
    await waitFor(() =>
      expect(
        (
          returns()
            .all()
            .find((r) => r.id === id) as { refundDecision?: { decision: string } }
        ).refundDecision?.decision,
      ).toBe('approved'),
    );
  });

  it('shows the merchant what was asked and what approving and completing it mean', async () => {
    const id = pendingReplaceOrRefund();
    await signInAt(`/merchant/returns?return=${id}`, 'merchant@demo.test');
    const detail = await screen.findByRole('article', { name: `Replacement #${id}` });
    expect(within(detail).getByText('Asked for').nextElementSibling?.textContent).toBe(ASKED);
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve return' }));
    const approve = await screen.findByRole('dialog');
    expect(approve.textContent).toContain(
      'send the goods back for a replacement, or a refund if the store cannot replace them',
    );
    fireEvent.click(within(approve).getByRole('button', { name: 'Approve return' }));
    fireEvent.click(await enabledMove(detail, 'Mark goods received'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark goods received' }),
    );
    // Replaced: the merchant completes it without a refund decision.
    fireEvent.click(await enabledMove(detail, 'Complete return'));
    const complete = await screen.findByRole('dialog');
    expect(complete.textContent).toContain('Complete once the replacement has been sent');
    fireEvent.click(within(complete).getByRole('button', { name: 'Complete return' }));
    await waitFor(() =>
      expect(
        returns()
          .all()
          .find((r) => r.id === id)?.status,
      ).toBe('completed'),
    );
  });
});
