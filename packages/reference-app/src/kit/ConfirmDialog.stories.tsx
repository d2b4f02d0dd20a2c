import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { ConfirmProvider } from './ConfirmProvider';
import { useConfirm } from './useConfirm';

/** The dialog opened by a button, as a screen holds it; the spied callbacks still run. */
function WithOpener(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Open the question
      </button>
      <ConfirmDialog
        {...props}
        open={open}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
        onConfirm={() => {
          props.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

/** A screen that asks through useConfirm and shows the answer. */
function DeleteCoupon() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('No answer yet');
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={async () => {
          const ok = await confirm({
            title: 'Delete coupon SAVE10?',
            message: 'Customers can no longer use it. This cannot be undone.',
            confirmLabel: 'Delete coupon',
            destructive: true,
          });
          setAnswer(ok ? 'Deleted' : 'Kept');
        }}
      >
        Delete SAVE10
      </button>
      <p role="status">{answer}</p>
    </>
  );
}

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Delete this product?',
    message: 'Customers will no longer see it. This cannot be undone.',
    confirmLabel: 'Delete product',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Destructive: modal (the page behind is inert, so focus stays inside), first focus on Cancel, the
 * confirm button red; Escape cancels and the focus goes back to the opener.
 */
export const DestructiveEscape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open the question' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this product?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Customers will no longer see it. This cannot be undone.',
    );
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Delete product' })).toHaveClass('button--danger');
    // Focus is trapped: Tab and Shift+Tab cycle between the dialog's two buttons.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete product' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Delete product' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(opener).toHaveFocus();
  },
};

/** Not destructive: the confirm button has the focus and the usual colour; confirming closes it. */
export const Confirming: Story = {
  args: {
    destructive: false,
    title: 'Approve this store?',
    confirmLabel: 'Approve store',
    message: 'The merchant can sell at once.',
  },
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open the question' });
    await userEvent.click(opener);
    const confirm = await canvas.findByRole('button', { name: 'Approve store' });
    await expect(confirm).toHaveFocus();
    await expect(confirm).not.toHaveClass('button--danger');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** While the action runs: both buttons disabled, "Working…" announced, Escape does nothing. */
export const Busy: Story = {
  args: { open: true, busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this product?' });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete product' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Working…');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('open');
  },
};

/** useConfirm: `await confirm({...})` answers true on confirm, false on cancel. */
export const UseConfirm: Story = {
  render: () => (
    <ConfirmProvider>
      <DeleteCoupon />
    </ConfirmProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Delete SAVE10' });
    await userEvent.click(opener);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Kept')).toBeVisible();
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete coupon' }));
    await expect(await canvas.findByText('Deleted')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
