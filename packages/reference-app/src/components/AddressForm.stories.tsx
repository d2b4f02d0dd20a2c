import { MarketplaceError } from '@marketplace/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AddressForm } from './AddressForm';

const meta = {
  title: 'Components/AddressForm',
  component: AddressForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address the client's checks accept. */
const FILLED = {
  fullName: 'Adaeze Okafor',
  phoneNumber: '0803 123 4567',
  stateOrRegion: 'Lagos',
  address: '14 Allen Avenue, Ikeja',
};

/** Submitting empty shows a message beside every required field and does not submit. */
export const EmptyShowsErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const name = canvas.getByLabelText('Full name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(
      'Enter the full name of the person receiving the delivery',
    );
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'For the delivery rider Enter a phone number',
    );
    await expect(canvas.getByText('Enter a state or region')).toBeVisible();
    await expect(canvas.getByText('Enter a street address')).toBeVisible();
    // The email is optional: no message for it.
    await expect(canvas.getByLabelText('Email address (optional)')).not.toHaveAttribute('aria-invalid');
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spaces only count as empty; a malformed email is refused. */
export const InvalidInput: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Full name'), '   ');
    await userEvent.type(canvas.getByLabelText('Phone number'), '08031234567');
    await userEvent.type(canvas.getByLabelText('Email address (optional)'), 'adaeze@');
    await userEvent.type(canvas.getByLabelText('State or region'), 'Lagos');
    await userEvent.type(canvas.getByLabelText('Street address'), '14 Allen Avenue, Ikeja');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Enter a valid email address, like name@example.com')).toBeVisible();
    await expect(canvas.getByText('Enter the full name of the person receiving the delivery')).toBeVisible();
    await expect(canvas.queryByText('Enter a phone number')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid values are submitted trimmed, with an empty email left out. */
export const SubmitsValidValues: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Full name'), '  Adaeze Okafor ');
    await userEvent.type(canvas.getByLabelText('Phone number'), '+2348031234567');
    await userEvent.type(canvas.getByLabelText('State or region'), 'FCT Abuja');
    await userEvent.type(canvas.getByLabelText('Street address'), '7 Aminu Kano Crescent, Wuse 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: 'Adaeze Okafor',
      phoneNumber: '+2348031234567',
      stateOrRegion: 'FCT Abuja',
      address: '7 Aminu Kano Crescent, Wuse 2',
    });
  },
};

/** Editing: starts from the address's values and submits them with the email. */
export const EditWithDefaults: Story = {
  args: {
    submitLabel: 'Update address',
    defaultValues: {
      fullName: 'Adaeze Okafor',
      phoneNumber: '+2348031234567',
      emailAddress: 'adaeze.okafor@example.com',
      stateOrRegion: 'Lagos',
      address: '14 Allen Avenue, Ikeja',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Adaeze Okafor');
    const street = canvas.getByLabelText('Street address');
    await userEvent.clear(street);
    await userEvent.type(street, '3 Admiralty Way, Lekki');
    await userEvent.click(canvas.getByRole('button', { name: 'Update address' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        fullName: 'Adaeze Okafor',
        phoneNumber: '+2348031234567',
        emailAddress: 'adaeze.okafor@example.com',
        stateOrRegion: 'Lagos',
        address: '3 Admiralty Way, Lekki',
      }),
    );
  },
};

/** The server's 422 messages show beside the fields they name; one without a field shows above the button. */
export const ServerErrors: Story = {
  args: {
    defaultValues: FILLED,
    onSubmit: fn(async () => {
      throw new MarketplaceError({
        kind: 'validation',
        message: 'Phone number is invalid',
        operationId: 'addCustomerAddress',
        method: 'POST',
        url: '/api/v1/customershippingaddress/add-customer-address',
        status: 422,
        fieldErrors: [
          { field: 'phoneNumber', message: 'Phone number is invalid' },
          { field: 'body.stateOrRegion', message: 'State or region is not one of the allowed values' },
          { message: 'Could not add new address. Try again later.' },
        ],
      });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const phone = canvas.getByLabelText('Phone number');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription('For the delivery rider Phone number is invalid');
    await expect(canvas.getByLabelText('State or region')).toHaveAccessibleDescription(
      'State or region is not one of the allowed values',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not add new address. Try again later.');
    await expect(canvas.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    await expect(phone).toHaveFocus();
  },
};

/** While saving, the button is disabled and says so. */
export const Submitting: Story = {
  args: {
    defaultValues: FILLED,
    // A save that does not end while the story looks.
    onSubmit: fn(() => new Promise<never>(() => undefined)),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
