import {
  type MarketplaceMessage,
  MarketplaceProvider,
  useCreateApprover,
  useCreateStoreStaff,
} from '@marketplace/react-hooks';
import { DEMO_ACCOUNTS, TEST_HOSTS } from '@marketplace/sandbox/node';
import {
  createMarketplaceClient,
  createMemoryTokenStore,
  loginAdmin,
  type OperationResult,
} from '@marketplace/sdk';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContractForm } from '../../src/components/form/ContractForm';
import { FormErrorSummary } from '../../src/components/form/FormErrorSummary';
import { FormField } from '../../src/components/form/FormField';
import { SubmitButton } from '../../src/components/form/SubmitButton';
import { type ContractBody, useContractForm } from '../../src/components/form/useContractForm';
import { fieldError, press, type } from '../support/forms';
import { sandboxFixture } from '../support/sandboxApp';

const server = sandboxFixture();

interface FormProps {
  onSuccess?: (result: OperationResult<'createApprover'>, body: ContractBody<'createApprover'>) => void;
}

function ApproverForm({ onSuccess }: FormProps) {
  const kit = useContractForm({
    operation: 'createApprover',
    mutation: useCreateApprover(),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', approvalLevel: 'first' },
    init: { as: 'admin' },
    onSuccess,
  });
  return (
    <ContractForm form={kit} aria-label="New approver">
      <FormErrorSummary />
      <FormField name="firstName" label="First name">
        <input type="text" />
      </FormField>
      <FormField name="lastName" label="Last name">
        <input type="text" />
      </FormField>
      <FormField name="email" label="Email address">
        <input type="email" />
      </FormField>
      <FormField name="phoneNumber" label="Phone number">
        <input type="tel" />
      </FormField>
      <SubmitButton>Add approver</SubmitButton>
    </ContractForm>
  );
}

/** A form with a number field (`valueAsNumber`): a store's new staff member and their role id. */
function StaffForm() {
  const kit = useContractForm({
    operation: 'createStoreStaff',
    mutation: useCreateStoreStaff(),
    defaultValues: {
      firstName: 'Musa',
      lastName: 'Bello',
      email: 'musa@kano-crafts.test',
      roleId: Number.NaN,
    },
    init: { as: 'merchant' },
  });
  return (
    <ContractForm form={kit} aria-label="New staff member">
      <FormField name="roleId" label="Role number" valueAsNumber>
        <input type="number" />
      </FormField>
      <SubmitButton>Add staff</SubmitButton>
    </ContractForm>
  );
}

/** The form in the hooks' provider (fresh cache), the demo admin logged in; messages collected. */
async function renderForm(props: FormProps = {}) {
  const client = createMarketplaceClient({
    hosts: TEST_HOSTS,
    session: createMemoryTokenStore(),
  });
  const admin = DEMO_ACCOUNTS.find((a) => a.accountType === 'admin');
  const { data } = await loginAdmin(client, {
    body: { email: admin?.email ?? '', password: admin?.password ?? '' },
  });
  client.session.setSession('admin', data.token, data.user);
  const messages: MarketplaceMessage[] = [];
  render(
    <MarketplaceProvider
      client={client}
      onMessage={(m) => messages.push(m)}
      swr={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      <ApproverForm {...props} />
    </MarketplaceProvider>,
  );
  return { messages };
}

const sent = () => server.requests.filter((r) => r.path.endsWith('/approvers') && r.method === 'POST');
const fill = (email: string) => {
  type('First name', ' Kemi ');
  type('Last name', 'Adeyemi');
  type('Email address', email);
};

describe('useContractForm', () => {
  it('checks with the contract before sending: nothing is sent, each problem is named by its label', async () => {
    const { messages } = await renderForm();
    type('Email address', 'not-an-email');
    press('Add approver');
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(fieldError('First name')).toBe('First name is required');
    expect(fieldError('Email address')).toBe('Enter a valid email address, like name@example.com');
    expect(fieldError('Phone number')).toBeUndefined();
    expect(sent()).toHaveLength(0);
    expect(messages).toEqual([]);
  });

  it("puts a 422's field error beside its field, with the server's message sent once", async () => {
    const { messages } = await renderForm();
    const taken = server.sandbox.db.toJSON().approvers?.rows[0] as unknown as { email: string };
    fill(taken.email);
    press('Add approver');
    await waitFor(() =>
      expect(fieldError('Email address')).toBe('An approver with this email already exists'),
    );
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(messages.map((m) => [m.type, m.message])).toEqual([
      ['error', 'An approver with this email already exists'],
    ]);
    expect((screen.getByRole('button', { name: 'Add approver' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the cleaned body, reports success once, calls onSuccess and starts over', async () => {
    const onSuccess = vi.fn();
    const { messages } = await renderForm({ onSuccess });
    // Slow enough to see the button while it sends.
    server.sandbox.faults.set('createApprover', { latencyMs: 300, times: 1 });
    fill('kemi.adeyemi@approvers.demo.test');
    press('Add approver');
    expect(((await screen.findByRole('button', { name: 'Sending…' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.calls[0]?.[1]).toEqual({
      firstName: 'Kemi',
      lastName: 'Adeyemi',
      email: 'kemi.adeyemi@approvers.demo.test',
      approvalLevel: 'first',
    });
    expect(messages.map((m) => [m.type, m.message])).toEqual([['success', 'Successfully created approver.']]);
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe(''));
    expect(sent()).toHaveLength(1);
  });

  it('shows a failure no field can show in the summary, with the spec message', async () => {
    const { messages } = await renderForm();
    server.sandbox.faults.set('createApprover', { network: true, times: 1 });
    fill('kemi@approvers.demo.test');
    press('Add approver');
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const [message] = messages;
    expect(message?.type).toBe('error');
    expect(summary.textContent).toContain(message?.message ?? 'missing');
    expect(summary.querySelectorAll('a')).toHaveLength(0);
  });

  it('reads a number field as a number, and a blank one as missing', async () => {
    const client = createMarketplaceClient({
      hosts: TEST_HOSTS,
      session: createMemoryTokenStore(),
    });
    render(
      <MarketplaceProvider client={client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <StaffForm />
      </MarketplaceProvider>,
    );
    press('Add staff');
    await waitFor(() => expect(fieldError('Role number')).toBe('Role number is required'));
    type('Role number', '2');
    press('Add staff');
    await waitFor(() =>
      expect(server.requests.some((r) => r.path.endsWith('/storestaff/create'))).toBe(true),
    );
    await waitFor(() =>
      expect(server.requests.find((r) => r.path.endsWith('/storestaff/create'))?.body).toMatchObject({
        roleId: 2,
      }),
    );
  });
});
