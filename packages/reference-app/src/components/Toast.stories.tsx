import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Toast } from './Toast';
import './components.css';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { type: 'success', message: 'Order return was successful', onDismiss: fn() },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success is a polite status; the dismiss button calls onDismiss. */
export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Order return was successful');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss: Order return was successful' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** An error is an alert, dismissed with the keyboard too. */
export const ErrorToast: Story = {
  name: 'Error',
  args: { type: 'error', message: 'Check network connection' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check network connection');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss: Check network connection' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The same message arriving again shows a count. */
export const Repeated: Story = {
  args: { type: 'error', message: 'Something went wrong', count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong ×3');
  },
};

/** Without onDismiss there is no button. */
export const NotDismissible: Story = {
  args: { onDismiss: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
