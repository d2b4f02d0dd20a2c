import {
  useAddMerchantBankAccount,
  useAllowed,
  useGetMerchantOnboardingInfo,
  useGetProviderBanks,
  useResolveProviderBankAccount,
  useUpdateMerchantBankAccount,
} from '@marketplace/react-hooks';
import type { Entity, OperationData } from '@marketplace/sdk';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ErrorState } from '../../../components/ErrorState';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { Spinner } from '../../../components/Spinner';
import './onboarding.css';

type BankAccount = Entity<'MerchantBankAccount'>;
type ProviderBank = OperationData<'getProviderBanks'>[number];

const NUBAN = /^\d{10}$/;

const BLANK = { bankCode: '', accountNumber: '', accountName: '' };

/** "ADAEZE STYLES, Guaranty Trust Bank, account ending 6789". */
const accountText = (a: BankAccount) =>
  `${a.accountName}, ${a.bankName}, account ending ${a.accountNumber.slice(-4)}`;

/**
 * The bank account the merchant is paid into (`/merchant/bank-account`, needs `read` on `onboarding`;
 * saving needs `update`): the bank from the card/bank provider's list, the 10-digit account number, and
 * the account name the provider resolves for them, which must be found before the account is saved
 * (`addMerchantBankAccount` the first time, `updateMerchantBankAccount` after).
 *
 * @example
 * { path: 'bank-account', lazy: screen(merchant, 'BankAccountScreen') }
 */
export function BankAccountScreen() {
  const info = useGetMerchantOnboardingInfo();
  const canEdit = useAllowed('onboarding', 'update', 'merchant');
  const [saved, setSaved] = useState<BankAccount | undefined>();
  if (!info.data) {
    if (info.status === 'failed') {
      return (
        <ErrorState
          message={info.error?.message ?? 'Could not get your bank account.'}
          onRetry={() => void info.mutate()}
        />
      );
    }
    return <Spinner label="Loading your bank account" />;
  }
  // The account just saved, else the one the onboarding info reports.
  const current = saved ?? info.data.bankAccount;
  const hasAccount = info.data.hasBankAccount === true || current !== undefined;
  return (
    <div className="bank-account">
      <section aria-labelledby="bank-account-title">
        <h2 id="bank-account-title">
          {hasAccount ? 'Your payout account' : 'Add the account you are paid into'}
        </h2>
        <p>
          {current
            ? `Payouts go to ${accountText(current)}. To change it, enter the new account below.`
            : hasAccount
              ? 'Your payouts go to the bank account you saved. To change it, enter the new account below.'
              : 'Sales are paid out to this account. Your bank confirms the account name before it is saved.'}
        </p>
        {canEdit ? (
          hasAccount ? (
            <ChangeBankAccountForm onSaved={setSaved} />
          ) : (
            <AddBankAccountForm onSaved={setSaved} />
          )
        ) : (
          <p>Your account may not change the bank account.</p>
        )}
      </section>
    </div>
  );
}

/** Props of the add and change forms. */
interface BankAccountFormProps {
  onSaved(account: BankAccount): void;
}

type BankValues = typeof BLANK;

/** The request body: the bank's name from the provider's list beside its code. */
const bankBody = (banks: readonly ProviderBank[]) => (values: BankValues) => ({
  bankCode: values.bankCode,
  bankName: banks.find((b) => b.code === values.bankCode)?.name ?? '',
  accountNumber: values.accountNumber.trim(),
  accountName: values.accountName,
});

const LABELS = { accountName: 'The account name your bank confirms' };

function AddBankAccountForm({ onSaved }: BankAccountFormProps) {
  const banks = useGetProviderBanks({});
  const kit = useContractForm({
    operation: 'addMerchantBankAccount',
    mutation: useAddMerchantBankAccount(),
    defaultValues: BLANK,
    toBody: bankBody(banks.data ?? []),
    labels: LABELS,
    onSuccess: (result) => onSaved(result.data),
  });
  return (
    <ContractForm form={kit} aria-label="Add bank account" className="onboarding-form">
      <BankFields banks={banks} submitLabel="Save bank account" />
    </ContractForm>
  );
}

function ChangeBankAccountForm({ onSaved }: BankAccountFormProps) {
  const banks = useGetProviderBanks({});
  const kit = useContractForm({
    operation: 'updateMerchantBankAccount',
    mutation: useUpdateMerchantBankAccount(),
    defaultValues: BLANK,
    toBody: bankBody(banks.data ?? []),
    labels: LABELS,
    onSuccess: (result) => onSaved(result.data),
  });
  return (
    <ContractForm form={kit} aria-label="Change bank account" className="onboarding-form">
      <BankFields banks={banks} submitLabel="Save new bank account" />
    </ContractForm>
  );
}

/**
 * The bank, the account number, and the account name the provider resolves for them (saving waits for
 * it; any change of bank or number clears it).
 */
function BankFields({
  banks,
  submitLabel,
}: {
  banks: ReturnType<typeof useGetProviderBanks>;
  submitLabel: string;
}) {
  const { setValue } = useFormContext<BankValues>();
  const bankCode = useWatch<BankValues, 'bankCode'>({ name: 'bankCode' });
  const accountNumber = (useWatch<BankValues, 'accountNumber'>({ name: 'accountNumber' }) ?? '').trim();
  const bankList = banks.data ?? [];
  const complete = bankCode !== '' && NUBAN.test(accountNumber);
  const resolution = useResolveProviderBankAccount(
    complete ? { query: { account_number: accountNumber, bank_code: bankCode } } : null,
  );
  const resolvedName = complete ? resolution.data?.account_name : undefined;
  // The name saved is the one the provider found for exactly these details.
  useEffect(() => {
    setValue('accountName', resolvedName ?? '');
  }, [resolvedName, setValue]);

  return (
    <>
      <FormErrorSummary />
      <fieldset>
        <legend>Bank details</legend>
        <FormField name="bankCode" label="Bank">
          <select>
            <option value="">{banks.status === 'loading' ? 'Loading banks…' : 'Choose your bank'}</option>
            {bankList
              .filter((bank) => bank.active !== false)
              .map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
          </select>
        </FormField>
        <FormField name="accountNumber" label="Account number" hint="The 10-digit NUBAN number">
          <input type="text" inputMode="numeric" autoComplete="off" maxLength={10} />
        </FormField>
        {banks.status === 'failed' ? (
          <div className="bank-account__resolved">
            <ErrorState
              message={banks.error?.message ?? 'Could not get the list of banks.'}
              onRetry={() => void banks.mutate()}
            />
          </div>
        ) : null}
        <p className="bank-account__resolved" aria-live="polite">
          {!complete
            ? 'Choose your bank and enter the 10-digit account number: the account name shows here.'
            : resolvedName
              ? `Account name: ${resolvedName}`
              : resolution.status === 'failed'
                ? null
                : 'Finding the account name…'}
        </p>
        {complete && resolution.status === 'failed' ? (
          <div className="bank-account__resolved">
            <ErrorState
              message={
                resolution.error?.message ?? 'Could not resolve account name. Check parameters or try again.'
              }
              onRetry={() => void resolution.mutate()}
            />
          </div>
        ) : null}
      </fieldset>
      <SubmitButton busyLabel="Saving…" disabled={!resolvedName}>
        {submitLabel}
      </SubmitButton>
    </>
  );
}
