import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuantityInput, type QuantityInputProps } from './QuantityInput';
import { useSpiedState } from './useSpiedState';

/** The input with its value held in state, as a screen holds it; `onChange` is still spied on. */
function Controlled(props: QuantityInputProps) {
  const [value, onChange] = useSpiedState(props.value, props.onChange);
  return <QuantityInput {...props} value={value} onChange={onChange} />;
}

const meta = {
  title: 'Components/QuantityInput',
  component: QuantityInput,
  args: { label: 'Quantity', value: 2, min: 1, max: 5, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plus and minus step by one. */
export const Steps: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText('Quantity');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(field).toHaveValue(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Quantity' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(field).toHaveValue(1);
  },
};

/** At the minimum the minus button is disabled; a negative number is refused, and said so. */
export const RefusesBelowMin: Story = {
  args: { value: 1 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    const field = canvas.getByLabelText('Quantity');
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.clear(field);
    await userEvent.type(field, '-4{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(field).toHaveValue(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('Enter a whole number from 1 to 5');
  },
};

/** At the maximum the plus button is disabled; typing more is cut to the maximum, and said so. */
export const ClampsToMax: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText('Quantity');
    await userEvent.clear(field);
    await userEvent.type(field, '99');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(field).toHaveValue(5);
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Only 5 available');
  },
};

/**
 * A fraction, 0 or an empty field are refused: the field goes back, onChange is not called. (An exponent
 * such as `1e3`, pasted or filled in, is refused too: see the app's QuantityInput test and the guest-cart
 * e2e; typed key by key, Chromium keeps only its digits.)
 */
export const RefusesWhatIsNotAWholeNumber: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText('Quantity');
    for (const typed of ['3.6{Enter}', '0{Enter}']) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await expect(field).toHaveValue(2);
      await expect(canvas.getByRole('status')).toHaveTextContent('Enter a whole number from 1 to 5');
    }
    await userEvent.clear(field);
    await userEvent.tab();
    await expect(field).toHaveValue(2);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A note from outside (the cart cut an add to the stock) shows beside the control. */
export const WithNote: Story = {
  args: { note: 'Only 5 available: your cart has them all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Only 5 available: your cart has them all');
    await expect(canvas.getByLabelText('Quantity')).toHaveAccessibleDescription(
      'Only 5 available: your cart has them all',
    );
  },
};

/** Disabled while a change is saved. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Quantity')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
  },
};
