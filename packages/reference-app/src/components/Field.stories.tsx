import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: { label: 'Email address', children: <input type="email" autoComplete="email" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control. */
export const Plain: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Email address');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.click(canvas.getByText('Email address'));
    await expect(input).toHaveFocus();
  },
};

/** A hint describes the control. */
export const WithHint: Story = {
  args: { hint: 'We send the receipt here' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(
      'We send the receipt here',
    );
  },
};

/** An error marks the control invalid and describes it, after the hint. */
export const WithError: Story = {
  args: { hint: 'We send the receipt here', error: 'Enter a valid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email address');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('We send the receipt here Enter a valid email address');
    await expect(canvas.getByText('Enter a valid email address')).toHaveClass('field__error');
  },
};

/** A control with its own id keeps it. */
export const KeepsOwnId: Story = {
  args: {
    label: 'State',
    children: (
      <select id="state">
        <option>Lagos</option>
        <option>FCT Abuja</option>
      </select>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('State')).toHaveAttribute('id', 'state');
  },
};
