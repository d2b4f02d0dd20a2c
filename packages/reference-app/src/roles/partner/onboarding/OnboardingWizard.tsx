import { useOnboardPartner } from '@marketplace/react-hooks';
import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { isBlank } from '../../../components/form/issueMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import {
  BANK_CODE_TYPES,
  ONBOARDING_LABELS,
  ONBOARDING_STEPS,
  type OnboardingStep,
  type OnboardingValues,
  onboardingBody,
  stepFields,
} from './onboardingValues';
import { SignatureField } from './SignatureField';
import { useOnboardingDraft } from './useOnboardingDraft';

/** Props of {@link OnboardingWizard}. */
export interface OnboardingWizardProps {
  partnerId: number;
  /** A blank form with what the account already says filled in. */
  blank: OnboardingValues;
  /** After the onboarding was accepted. */
  onDone(): void;
}

function CompanyStep() {
  return (
    <>
      <FormField name="company.companyName" label={ONBOARDING_LABELS['company.companyName'] ?? ''}>
        <input type="text" autoComplete="organization" />
      </FormField>
      <div className="onboarding__pair">
        <FormField name="company.rcNumber" label="RC number" hint="Your CAC registration number">
          <input type="text" />
        </FormField>
        <FormField name="company.vatNumber" label="VAT number (optional)">
          <input type="text" />
        </FormField>
      </div>
      <FormField name="company.officeAddress" label="Office address">
        <textarea rows={2} autoComplete="street-address" />
      </FormField>
      <FormField name="company.postalAddress" label="Postal address (optional)">
        <textarea rows={2} />
      </FormField>
      <div className="onboarding__pair">
        <FormField name="company.phoneNumber" label="Company phone number">
          <input type="tel" autoComplete="tel" />
        </FormField>
        <FormField name="company.email" label="Company email address">
          <input type="email" autoComplete="email" />
        </FormField>
      </div>
      <fieldset className="onboarding__group">
        <legend>Contact person</legend>
        <FormField name="company.contactPerson.name" label="Contact person’s name">
          <input type="text" autoComplete="name" />
        </FormField>
        <div className="onboarding__pair">
          <FormField name="company.contactPerson.phoneNumber" label="Contact person’s phone number">
            <input type="tel" />
          </FormField>
          <FormField name="company.contactPerson.designation" label="Contact person’s designation (optional)">
            <input type="text" autoComplete="organization-title" />
          </FormField>
        </div>
      </fieldset>
      <FormField
        name="company.lineOfBusiness"
        label="Line of business (optional)"
        hint="For example “Courier and last-mile delivery”"
      >
        <input type="text" />
      </FormField>
    </>
  );
}

function BankStep() {
  return (
    <>
      <div className="onboarding__pair">
        <FormField name="bankDetails.bankName" label="Bank name">
          <input type="text" />
        </FormField>
        <FormField name="bankDetails.branch" label="Branch (optional)">
          <input type="text" />
        </FormField>
      </div>
      <FormField name="bankDetails.accountName" label="Account name">
        <input type="text" />
      </FormField>
      <FormField name="bankDetails.accountNumber" label="Account number" hint="10 digits (NUBAN)">
        <input type="text" inputMode="numeric" autoComplete="off" />
      </FormField>
      <fieldset className="onboarding__group">
        <legend>SWIFT, sort code or IBAN (optional)</legend>
        <div className="onboarding__pair">
          <FormField name="bankDetails.swiftCodeSortCodeIban.type" label="Bank code type">
            <select>
              {BANK_CODE_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField name="bankDetails.swiftCodeSortCodeIban.code" label="Bank code">
            <input type="text" autoComplete="off" />
          </FormField>
        </div>
      </fieldset>
    </>
  );
}

function CertificationStep() {
  return (
    <>
      <p className="onboarding__hint">
        I certify that the details given are true. Sign as the person who can commit the company.
      </p>
      <div className="onboarding__pair">
        <FormField name="certification.name" label="Your name">
          <input type="text" autoComplete="name" />
        </FormField>
        <FormField name="certification.designation" label="Your designation">
          <input type="text" autoComplete="organization-title" />
        </FormField>
      </div>
      <SignatureField name="certification.signature" label="Your signature" />
      <FormField name="certification.date" label="Date">
        <input type="date" />
      </FormField>
      <fieldset className="onboarding__group">
        <legend>Introduced by (optional)</legend>
        <FormField name="certification.introducedBy.name" label="Introduced by (name)">
          <input type="text" />
        </FormField>
        <SignatureField name="certification.introducedBy.signature" label="Introducer’s signature" />
      </fieldset>
    </>
  );
}

const ACCOUNT_NUMBER_MESSAGE = 'Account number must be 10 digits';

const STEP_BODY: Record<OnboardingStep, () => ReactElement> = {
  company: CompanyStep,
  bankDetails: BankStep,
  certification: CertificationStep,
};

/**
 * The partner's onboarding in three steps (company, bank details, certification) with their progress:
 * each step is checked against the contract before the next opens and saved on this device (per partner
 * account), so the partner can stop and come back; the last step sends everything through
 * `onboardPartner`, whose messages the hook toasts.
 *
 * @example
 * <OnboardingWizard partnerId={user.id} blank={blankOnboarding({ today })} onDone={() => mutate()} />
 */
export function OnboardingWizard({ partnerId, blank, onDone }: OnboardingWizardProps) {
  const draft = useOnboardingDraft(partnerId, blank);
  const [step, setStep] = useState<OnboardingStep>(draft.initial?.step ?? 'company');
  const [reached, setReached] = useState(() =>
    Math.max(
      0,
      ONBOARDING_STEPS.findIndex((s) => s.key === (draft.initial?.step ?? 'company')),
    ),
  );
  const [savedNote, setSavedNote] = useState(
    draft.initial ? 'Your saved answers are back: carry on where you stopped.' : '',
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const onboard = useOnboardPartner({ invalidates: ['getUserData'] });
  const kit = useContractForm({
    operation: 'onboardPartner',
    mutation: onboard,
    defaultValues: draft.initial?.values ?? blank,
    toBody: onboardingBody,
    // Every step's fields and labels: the contract's messages name what the partner sees on any step,
    // and a 422 on an earlier step's field goes to that field.
    labels: ONBOARDING_LABELS,
    fields: Object.keys(ONBOARDING_LABELS),
    message: ({ field, value }) =>
      field === 'bankDetails.accountNumber' && !isBlank(value) ? ACCOUNT_NUMBER_MESSAGE : undefined,
    resetOnSuccess: 'sent',
    onSuccess: () => {
      draft.clear();
      onDone();
    },
  });
  const index = ONBOARDING_STEPS.findIndex((s) => s.key === step);
  const current = ONBOARDING_STEPS[index] ?? ONBOARDING_STEPS[0];

  // A new step takes focus at its heading, so screen readers start there.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  });

  // A refused submit whose problem is on an earlier step (the server's 422 on the account number) opens
  // that step, so the partner sees the field beside its message.
  const { submitCount, errors } = kit.form.formState;
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    const withError = ONBOARDING_STEPS.find((s) => errors[s.key]);
    if (withError && withError.key !== step) setStep(withError.key);
  }, [submitCount, errors, step]);

  const go = (next: OnboardingStep) => {
    kit.form.clearErrors();
    setStep(next);
  };

  async function saveAndContinue() {
    const fields = stepFields(step);
    const ok = await kit.form.trigger(fields as never);
    if (!ok) {
      const first = fields.find((f) => kit.form.getFieldState(f as never).error);
      if (first) kit.form.setFocus(first as never);
      return;
    }
    const next = ONBOARDING_STEPS[index + 1]?.key ?? step;
    const kept = draft.save(kit.form.getValues(), next);
    setSavedNote(
      kept ? `${current?.title} saved on this device.` : 'Could not save on this device: finish in one go.',
    );
    setReached((r) => Math.max(r, index + 1));
    go(next);
  }

  const StepBody = STEP_BODY[step];
  const last = index === ONBOARDING_STEPS.length - 1;
  return (
    <div className="onboarding">
      <nav aria-label="Onboarding steps" className="onboarding__progress">
        <p className="onboarding__count">
          Step {index + 1} of {ONBOARDING_STEPS.length}
        </p>
        <div className="onboarding__bar" aria-hidden="true">
          <span style={{ width: `${((index + 1) / ONBOARDING_STEPS.length) * 100}%` }} />
        </div>
        <ol className="onboarding__steps">
          {ONBOARDING_STEPS.map((s, i) => {
            const state = i === index ? 'current' : i < reached || i < index ? 'done' : 'todo';
            const label = `${s.title}${state === 'done' ? ' (saved)' : state === 'todo' ? ' (to do)' : ''}`;
            return (
              <li key={s.key} className={`onboarding__step onboarding__step--${state}`}>
                {i <= reached && i !== index ? (
                  <button type="button" className="link-button" onClick={() => go(s.key)}>
                    {i + 1}. {label}
                  </button>
                ) : (
                  <span aria-current={i === index ? 'step' : undefined}>
                    {i + 1}. {label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <ContractForm
        form={kit}
        aria-labelledby="onboarding-step-title"
        className="onboarding__form"
        onSubmitCapture={(event: FormEvent) => {
          // Enter in a field of the first two steps moves on, as "Save and continue" does.
          if (last) return;
          event.preventDefault();
          event.stopPropagation();
          void saveAndContinue();
        }}
      >
        <h2 id="onboarding-step-title" ref={heading} tabIndex={-1}>
          {current?.title}
        </h2>
        <p className="onboarding__hint">{current?.summary}</p>
        <FormErrorSummary />
        <StepBody />
        <p className="onboarding__saved" role="status">
          {savedNote}
        </p>
        <div className="onboarding__actions">
          {index > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => go(ONBOARDING_STEPS[index - 1]?.key ?? 'company')}
            >
              Back
            </button>
          ) : null}
          {last ? (
            <SubmitButton busyLabel="Submitting…">Submit onboarding</SubmitButton>
          ) : (
            <button type="button" className="button" onClick={() => void saveAndContinue()}>
              Save and continue
            </button>
          )}
        </div>
      </ContractForm>
    </div>
  );
}
