import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { useSpiedState } from '../components/useSpiedState';
import { SearchBox, type SearchBoxProps } from './SearchBox';

/** The box with its search held in state, as a table holds it, and the search in force shown. */
function Controlled(props: SearchBoxProps) {
  const [value, onChange] = useSpiedState(props.value, props.onChange);
  return (
    <>
      <SearchBox {...props} value={value} onChange={onChange} />
      <p>Searching for: {value || 'everything'}</p>
    </>
  );
}

const meta = {
  title: 'Kit/SearchBox',
  component: SearchBox,
  args: { label: 'Search orders', value: '', onChange: fn(), placeholder: 'Order name or customer' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing sends one search when it pauses, not one per keystroke. */
export const Debounced: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search orders' });
    await userEvent.type(field, 'ORD-2026');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(args.onChange).toHaveBeenCalledWith('ORD-2026');
    await expect(canvas.getByText('Searching for: ORD-2026')).toBeVisible();
  },
};

/** Enter searches at once; Clear empties it at once. */
export const EnterAndClear: Story = {
  args: { delayMs: 5000 },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search orders' });
    await userEvent.type(field, 'ada{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search orders' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(field).toHaveValue('');
    await expect(canvas.getByText('Searching for: everything')).toBeVisible();
  },
};
