import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useSpiedState } from './useSpiedState';
import { VariantPicker, type VariantPickerProps, type VariantValue } from './VariantPicker';

/** The picker with its value held in state, as a product screen holds it; `onChange` is still spied on. */
function Controlled(props: VariantPickerProps) {
  const [value, onChange] = useSpiedState<VariantValue>(props.value, props.onChange);
  return (
    <>
      <VariantPicker {...props} value={value} onChange={onChange} />
      <p>
        Chosen SKU: <output aria-label="Chosen SKU">{value.sku ?? 'none'}</output>
      </p>
    </>
  );
}

// As the sandbox seeds them: every size × colour, each with its SKU and stock.
const variants = [
  { sku: 'ADZ-001-S-RED', size: 'S', color: 'Red', quantity: 3 },
  { sku: 'ADZ-001-S-BLUE', size: 'S', color: 'Blue', quantity: 0 },
  { sku: 'ADZ-001-M-RED', size: 'M', color: 'Red', quantity: 5 },
  { sku: 'ADZ-001-M-BLUE', size: 'M', color: 'Blue', quantity: 2 },
  { sku: 'ADZ-001-L-RED', size: 'L', color: 'Red', quantity: 0 },
  { sku: 'ADZ-001-L-BLUE', size: 'L', color: 'Blue', quantity: 0 },
];
const properties = [
  { type: 'Size', options: ['S', 'M', 'L'] },
  { type: 'Colour', options: ['Red', 'Blue'] },
];

const meta = {
  title: 'Components/VariantPicker',
  component: VariantPicker,
  args: { variants, properties, value: {}, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a size then a colour reports both and the SKU of the variant they make. */
export const ChooseSizeAndColour: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sizes = canvas.getByRole('group', { name: 'Size' });
    await expect(sizes).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: 'M' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Blue' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: 'M', color: 'Blue', sku: 'ADZ-001-M-BLUE' });
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await expect(canvas.getByLabelText('Chosen SKU')).toHaveTextContent('ADZ-001-M-BLUE');
  },
};

/** Size L is sold out in every colour: disabled, marked, and a click does nothing. */
export const SoldOutSizeDisabled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const large = canvas.getByRole('radio', { name: 'L (sold out)' });
    await expect(large).toBeDisabled();
    await userEvent.click(large);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'S' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeEnabled();
  },
};

/** Once S is chosen, Blue (sold out in S) is disabled; Red still can be chosen. */
export const SoldOutColourForChosenSize: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'S' }));
    await expect(canvas.getByRole('radio', { name: 'Blue (sold out)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Red' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: 'S', color: 'Red', sku: 'ADZ-001-S-RED' });
  },
};

/** Changing to a size the chosen colour is sold out in drops the colour (and the SKU); Blue is then disabled. */
export const SizeChangeDropsUnavailableColour: Story = {
  args: { value: { size: 'M', color: 'Blue', sku: 'ADZ-001-M-BLUE' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'S' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: 'S' });
    await expect(canvas.getByLabelText('Chosen SKU')).toHaveTextContent('none');
    await expect(canvas.getByRole('radio', { name: 'Blue (sold out)' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Blue (sold out)' })).toBeDisabled();
  },
};

/** With the keyboard: arrow keys move within a group and skip disabled options. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'S' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'M' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: 'M' });
  },
};

/** Properties other than size and colour get their own group. */
export const OtherProperties: Story = {
  args: {
    variants: [{ sku: 'MUG-1', quantity: 4 }],
    properties: [{ type: 'Material', options: ['Ceramic', 'Enamel'] }],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Material' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Enamel' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ properties: { Material: 'Enamel' } });
  },
};

/** Colours only (no sizes): one group, sold-out colour disabled, the SKU comes with the colour. */
export const ColoursOnly: Story = {
  args: {
    variants: [
      { sku: 'BAG-BLACK', color: 'Black', quantity: 1 },
      { sku: 'BAG-TAN', color: 'Tan', quantity: 0 },
    ],
    properties: [],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('group', { name: 'Size' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Tan (sold out)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Black' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ color: 'Black', sku: 'BAG-BLACK' });
  },
};
