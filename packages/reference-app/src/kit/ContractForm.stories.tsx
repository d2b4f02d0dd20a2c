import { useCreateApprover, useCreateFeaturedCollection } from '@marketplace/react-hooks';
import type { Sandbox } from '@marketplace/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ContractForm } from '../components/form/ContractForm';
import { FormErrorSummary } from '../components/form/FormErrorSummary';
import { FormField } from '../components/form/FormField';
import { SubmitButton } from '../components/form/SubmitButton';
import { useContractForm } from '../components/form/useContractForm';
import { PersonFields } from '../workspace/PersonFields';
import { ImageField } from './ImageField';
import { type StorySandbox, StorySandboxProvider, storySandbox } from './storySandbox';

interface ApproverValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  approvalLevel: 'first' | 'second';
  isActive: boolean;
}

interface ApproverRow {
  email: string;
  firstName: string;
  approvalLevel: string;
  isActive: boolean;
}

/** The approvers the sandbox holds now (what the server saved). */
const approvers = (sandbox: Sandbox) =>
  (sandbox.db.toJSON().approvers?.rows ?? []) as unknown as ApproverRow[];

const EMPTY: ApproverValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  approvalLevel: 'first',
  isActive: true,
};

/** A real admin form: a new store approver, sent with `createApprover` to the story's sandbox. */
function ApproverForm() {
  const kit = useContractForm({
    operation: 'createApprover',
    mutation: useCreateApprover(),
    defaultValues: EMPTY,
    init: { as: 'admin' },
  });
  return (
    <ContractForm form={kit} aria-label="New approver">
      <h1>New approver</h1>
      <FormErrorSummary />
      <PersonFields emailHint="Approval requests are sent here" />
      <FormField name="approvalLevel" label="Approval level">
        <select>
          <option value="first">First approval</option>
          <option value="second">Second approval</option>
        </select>
      </FormField>
      <FormField name="isActive" label="Active">
        <input type="checkbox" />
      </FormField>
      <SubmitButton busyLabel="Adding…">Add approver</SubmitButton>
    </ContractForm>
  );
}

// A real 1×1 PNG: the image a person picks for the collection.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A form with an image: a featured collection's banner through ImageField (ImageUpload in a FormField). */
function CollectionForm() {
  const kit = useContractForm({
    operation: 'createFeaturedCollection',
    mutation: useCreateFeaturedCollection(),
    defaultValues: { title: '', image: '' },
    init: { as: 'admin' },
  });
  return (
    <ContractForm form={kit} aria-label="New collection">
      <FormErrorSummary />
      <FormField name="title" label="Title">
        <input type="text" />
      </FormField>
      <ImageField name="image" label="Banner" purpose="theme-image" single />
      <SubmitButton>Create collection</SubmitButton>
    </ContractForm>
  );
}

const meta = {
  title: 'Kit/Form',
  component: ApproverForm,
  loaders: [async () => ({ kit: await storySandbox() })],
  decorators: [
    (Story, { loaded }) => (
      <StorySandboxProvider kit={loaded.kit as StorySandbox}>
        <Story />
      </StorySandboxProvider>
    ),
  ],
} satisfies Meta<typeof ApproverForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form in the admin's words. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'New approver' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Approval requests are sent here',
    );
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
  },
};

/**
 * Sent empty: the contract's schema stops it before any call, every problem is listed in the summary
 * (which takes the focus) and beside its field, worded with the field's label.
 */
export const ClientSideErrors: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const { sandbox } = loaded.kit as StorySandbox;
    const before = approvers(sandbox).length;
    await userEvent.click(canvas.getByRole('button', { name: 'Add approver' }));
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'First name is required',
      'Last name is required',
      'Email address is required',
    ]);
    const email = canvas.getByLabelText('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Approval requests are sent here Email address is required',
    );
    await expect(canvas.getByLabelText('Phone number')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(links[2] as HTMLElement);
    await expect(email).toHaveFocus();
    // A bad address is reported in the app's words, and fixing a field clears its error as you type.
    await userEvent.type(email, 'not-an-email');
    // Errors changing as the person types never pull the focus away.
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('not-an-email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Approval requests are sent here Enter a valid email address, like name@example.com',
      ),
    );
    await userEvent.type(canvas.getByLabelText('First name'), 'Kemi');
    await expect(canvas.getByLabelText('First name')).toHaveValue('Kemi');
    await waitFor(() => expect(canvas.getByLabelText('First name')).not.toHaveAttribute('aria-invalid'));
    await expect(approvers(sandbox).length).toBe(before);
  },
};

/**
 * The server's 422 (an approver with that email already exists) shows beside the email field and in the
 * summary, and its message reaches the toast area once; the button is disabled while sending.
 */
export const ServerFieldError: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const { sandbox } = loaded.kit as StorySandbox;
    const taken = approvers(sandbox)[0]?.email ?? '';
    sandbox.faults.set('createApprover', { latencyMs: 400, times: 1 });
    await userEvent.type(canvas.getByLabelText('First name'), 'Kemi');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Adeyemi');
    await userEvent.type(canvas.getByLabelText('Email address'), taken);
    await userEvent.click(canvas.getByRole('button', { name: 'Add approver' }));
    const busy = await canvas.findByRole('button', { name: 'Adding…' });
    await expect(busy).toBeDisabled();
    const message = 'An approver with this email already exists';
    const email = canvas.getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(`Approval requests are sent here ${message}`);
    const summary = canvas.getByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    const toasts = within(canvas.getByRole('region', { name: 'Notifications' }));
    await expect(await toasts.findAllByText(message)).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Add approver' })).toBeEnabled();
  },
};

/** A new address goes through: the spec's success message is toasted once and the form starts over. */
export const Success: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const { sandbox } = loaded.kit as StorySandbox;
    await userEvent.type(canvas.getByLabelText('First name'), 'Kemi');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Adeyemi');
    await userEvent.type(canvas.getByLabelText('Email address'), '  kemi.adeyemi@approvers.demo.test ');
    await userEvent.selectOptions(canvas.getByLabelText('Approval level'), 'second');
    await userEvent.click(canvas.getByRole('button', { name: 'Add approver' }));
    const toasts = within(canvas.getByRole('region', { name: 'Notifications' }));
    await expect(await toasts.findAllByText('Successfully created approver.')).toHaveLength(1);
    const saved = approvers(sandbox).find((a) => a.email === 'kemi.adeyemi@approvers.demo.test');
    await expect(saved).toMatchObject({ firstName: 'Kemi', approvalLevel: 'second', isActive: true });
    await waitFor(() => expect(canvas.getByLabelText('First name')).toHaveValue(''));
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
  },
};

/** A failure no field shows (the server is down) is in the summary and in the toast area. */
export const ServerDown: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const { sandbox } = loaded.kit as StorySandbox;
    sandbox.faults.set('createApprover', { status: 500, message: 'Database unavailable', times: 1 });
    await userEvent.type(canvas.getByLabelText('First name'), 'Kemi');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Adeyemi');
    await userEvent.type(canvas.getByLabelText('Email address'), 'kemi@approvers.demo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Add approver' }));
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await expect(within(summary).getByText('Database unavailable')).toBeVisible();
    await expect(within(summary).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A controlled control (ImageField: ImageUpload in a FormField): named by the field's label, its error beside it. */
export const WithImageUpload: Story = {
  render: () => <CollectionForm />,
  play: async ({ canvas, userEvent, loaded }) => {
    const { sandbox } = loaded.kit as StorySandbox;
    await userEvent.type(canvas.getByLabelText('Title'), 'Sallah picks');
    await userEvent.click(canvas.getByRole('button', { name: 'Create collection' }));
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await userEvent.click(within(summary).getByRole('link', { name: 'Banner is required' }));
    const picker = canvas.getByLabelText('Banner');
    await expect(picker).toHaveFocus();
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await userEvent.upload(picker, new File([PNG], 'banner.png', { type: 'image/png' }));
    await canvas.findByRole('img', { name: 'Banner, 1 of 1' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create collection' }));
    await waitFor(() => expect(canvas.getByLabelText('Title')).toHaveValue(''));
    const saved = (sandbox.db.toJSON().featuredCollections?.rows ?? []) as unknown as {
      title: string;
      image: string;
    }[];
    await expect(saved.find((c) => c.title === 'Sallah picks')?.image).toMatch(
      /\/sandbox-assets\/media\/\d+\/banner\.png$/,
    );
  },
};
