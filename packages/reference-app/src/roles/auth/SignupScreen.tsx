import { type SignupBody, useSession } from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import { type InputHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldValues, FormProvider, useFormContext, useFormState } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { useSandboxControls } from '../../app/SandboxContext';
import { Field } from '../../components/Field';
import { type FormProblem, SERVER_ERROR_KEY } from '../../components/form/contractResolver';
import { type ContractFormResult, useContractForm } from '../../components/form/useContractForm';
import { isNigerianPhone, NAME_TOO_LONG, nameError, PHONE_MESSAGE } from '../../components/personRules';
import { AUTH_EMAIL_MESSAGE, AuthPage, FormMessage, SubmitButton } from './AuthPage';
import { LogInButton } from './LogInButton';
import { MailboxLink } from './MailboxLink';
import { ROLE_NAME, rolePath } from './roles';
import { withoutBlanks } from './withoutBlanks';

type CustomerValues = Required<SignupBody<'customer'>>;
type MerchantValues = Required<SignupBody<'merchant'>>;
type PartnerValues = Required<SignupBody<'shipping-partner'>>;

/** What a successful sign-up leaves on screen. */
interface SignupDone {
  email: string;
  message: string;
}

const PASSWORD_HINT = 'At least 8 characters.';

/** The rules every form applies to names and phone numbers (components/personRules), as at checkout. */
function personProblems(values: {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
}): FormProblem[] {
  const phone = values.phoneNumber?.trim() ?? '';
  return [
    ...(nameError(values.firstName ?? '') ? [{ field: 'firstName', message: NAME_TOO_LONG }] : []),
    ...(nameError(values.lastName ?? '') ? [{ field: 'lastName', message: NAME_TOO_LONG }] : []),
    ...(phone && !isNigerianPhone(phone) ? [{ field: 'phoneNumber', message: PHONE_MESSAGE }] : []),
  ];
}

const PARTNER_LABELS = {
  name: 'Name',
  shippingCompany: 'Shipping company',
  email: 'Email address',
  phoneNumber: 'Phone number',
  password: 'Password',
};

const MERCHANT_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  phoneNumber: 'Phone number',
  password: 'Password',
  storeName: 'Store name',
  category: 'Business category',
  isRegisteredBusiness: 'Registered business',
};

const CUSTOMER_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  phoneNumber: 'Phone number',
  password: 'Password',
};

/**
 * Sign-up of a role that has one (`/customer/signup`, `/merchant/signup`, `/shipping-partner/signup`): the
 * fields of that role's sign-up request, checked on the client against the contract's schema, the
 * server's 422 messages beside their fields and its other refusals ('Email already exists') above the
 * form. Customers and merchants then confirm their email ("check your email"); shipping partners can log
 * in at once. Admin accounts are created by a super admin, so `/admin` has no sign-up.
 *
 * @example
 * <SignupScreen role="merchant" />
 */
export function SignupScreen({ role }: { role: UserType }) {
  const [done, setDone] = useState<SignupDone>();
  if (done) return <SignupSucceeded role={role} done={done} />;
  switch (role) {
    case 'customer':
      return <CustomerSignup onDone={setDone} />;
    case 'merchant':
      return <MerchantSignup onDone={setDone} />;
    case 'shipping-partner':
      return <PartnerSignup onDone={setDone} />;
    default:
      return <Navigate to={rolePath(role, 'login')} replace />;
  }
}

/**
 * A role's sign-up form: the contract's sign-up request schema (worded with the form's labels) and the
 * rules every form applies to names and phones; the server's refusals beside their fields, or above the
 * form.
 */
function useSignupForm<Values extends FieldValues & { email: string }>(
  operation: 'signupCustomer' | 'signupMerchant' | 'signupPartner',
  defaultValues: Values,
  labels: Record<string, string>,
  signup: (body: Values) => Promise<{ message: string }>,
  onDone: (done: SignupDone) => void,
) {
  const form = useContractForm<typeof operation, Values, Values>({
    operation,
    defaultValues,
    // The values as typed are checked; the request leaves out the optional fields left blank.
    toBody: (values) => values,
    labels,
    emailMessage: AUTH_EMAIL_MESSAGE,
    check:
      operation === 'signupPartner'
        ? undefined
        : (_body, values) => personProblems(values as Parameters<typeof personProblems>[0]),
    send: (values) => signup(withoutBlanks(values)),
    onSuccess: (result, _body, values) => onDone({ email: values.email, message: result.message }),
    resetOnSuccess: false,
  });
  return { form, formError: form.form.formState.errors.root?.[SERVER_ERROR_KEY]?.message };
}

function CustomerSignup({ onDone }: { onDone: (done: SignupDone) => void }) {
  const { signup } = useSession('customer');
  const signupForm = useSignupForm<CustomerValues>(
    'signupCustomer',
    { firstName: '', lastName: '', email: '', phoneNumber: '', password: '' },
    CUSTOMER_LABELS,
    signup,
    onDone,
  );
  return (
    <SignupForm
      forRole="customer"
      title="Create your account"
      intro="Shop from every store on the marketplace with one account."
      signupForm={signupForm}
      busyLabel="Creating your account…"
      submitLabel="Create account"
      before={<NameRow />}
    />
  );
}

function MerchantSignup({ onDone }: { onDone: (done: SignupDone) => void }) {
  const { signup } = useSession('merchant');
  const signupForm = useSignupForm<MerchantValues>(
    'signupMerchant',
    {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      password: '',
      storeName: '',
      category: '',
      isRegisteredBusiness: false,
    },
    MERCHANT_LABELS,
    signup,
    onDone,
  );
  const { register, formState } = signupForm.form.form;
  const registeredError = formState.errors.isRegisteredBusiness?.message;
  return (
    <SignupForm
      forRole="merchant"
      title="Open your store"
      intro="Create a merchant account and your store. An admin approves the store before customers see it."
      signupForm={signupForm}
      busyLabel="Creating your store…"
      submitLabel="Create merchant account"
      before={<NameRow />}
    >
      <SignupInput name="storeName" label="Store name" autoComplete="organization" />
      <SignupInput
        name="category"
        label="Business category (optional)"
        hint="What you sell, such as Fashion or Electronics."
      />
      <div className="field field--checkbox">
        <label>
          <input type="checkbox" {...register('isRegisteredBusiness')} /> My business is registered
        </label>
        {registeredError ? <span className="field__error">{registeredError}</span> : null}
      </div>
    </SignupForm>
  );
}

function PartnerSignup({ onDone }: { onDone: (done: SignupDone) => void }) {
  const { signup } = useSession('shipping-partner');
  const signupForm = useSignupForm<PartnerValues>(
    'signupPartner',
    { name: '', shippingCompany: '', email: '', phoneNumber: '', password: '' },
    PARTNER_LABELS,
    signup,
    onDone,
  );
  return (
    <SignupForm
      forRole="shipping-partner"
      title="Become a shipping partner"
      intro="Create your partner account; company, bank and certification details follow at onboarding."
      signupForm={signupForm}
      busyLabel="Creating your account…"
      submitLabel="Create partner account"
      before={
        <>
          <SignupInput
            name="name"
            label="Name"
            hint="Your name or your company's display name."
            autoComplete="name"
          />
          <SignupInput
            name="shippingCompany"
            label="Shipping company (optional)"
            autoComplete="organization"
          />
        </>
      }
    />
  );
}

/** Props of {@link SignupForm}. */
interface SignupFormProps<Values extends FieldValues> {
  forRole: UserType;
  title: string;
  intro: string;
  signupForm: { form: Pick<ContractFormResult<Values, Values>, 'form' | 'submit'>; formError?: string };
  busyLabel: string;
  submitLabel: string;
  /** The fields before the email address (the person's or company's name). */
  before: ReactNode;
  /** The fields between the phone number and the password (the merchant's store). */
  children?: ReactNode;
}

/**
 * A role's sign-up page: the server's refusal above the form, the role's name fields, the email address
 * and phone number every role gives, its own fields, the password, and the way to log in instead.
 */
function SignupForm<Values extends FieldValues>({
  forRole,
  title,
  intro,
  signupForm: { form, formError },
  busyLabel,
  submitLabel,
  before,
  children,
}: SignupFormProps<Values>) {
  return (
    <AuthPage title={title} intro={intro}>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <FormProvider {...form.form}>
        <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={title}>
          {before}
          <SignupInput
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <SignupInput name="phoneNumber" label="Phone number (optional)" type="tel" autoComplete="tel" />
          {children}
          <SignupInput
            name="password"
            label="Password"
            hint={PASSWORD_HINT}
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton busy={form.form.formState.isSubmitting} busyLabel={busyLabel}>
            {submitLabel}
          </SubmitButton>
        </form>
      </FormProvider>
      <LoginLink forRole={forRole} />
    </AuthPage>
  );
}

/** The first and last name, side by side. */
function NameRow() {
  return (
    <div className="auth-row">
      <SignupInput name="firstName" label="First name" autoComplete="given-name" />
      <SignupInput name="lastName" label="Last name" autoComplete="family-name" />
    </div>
  );
}

/** One text field of a sign-up form, registered with it, its error under it. */
function SignupInput({
  name,
  label,
  hint,
  ...input
}: { name: string; label: string; hint?: string } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode'
>) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  return (
    <Field label={label} error={errors[name]?.message as string | undefined} hint={hint}>
      <input {...input} {...register(name)} />
    </Field>
  );
}

function LoginLink({ forRole }: { forRole: UserType }) {
  return (
    <p className="auth-aside">
      Already have an account? <Link to={rolePath(forRole, 'login')}>Log in</Link>
    </p>
  );
}

/** After a sign-up: "check your email" for customers and merchants, "log in" for shipping partners. */
function SignupSucceeded({ role, done }: { role: UserType; done: SignupDone }) {
  const sandbox = useSandboxControls();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (role === 'shipping-partner') {
    return (
      <AuthPage title="Your partner account is ready" headingRef={heading}>
        <FormMessage tone="success">{done.message}</FormMessage>
        <p>
          You can log in now with <strong>{done.email}</strong> and complete your onboarding.
        </p>
        <LogInButton role={role} />
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Check your email" headingRef={heading}>
      <FormMessage tone="success">{done.message}</FormMessage>
      <p>
        We sent a confirmation link to <strong>{done.email}</strong>. Open it to confirm your{' '}
        {ROLE_NAME[role].toLowerCase()} account, then log in.
      </p>
      {sandbox ? (
        <p className="auth-note">
          This app runs on the sandbox, which sends no real email: open the{' '}
          <MailboxLink email={done.email}>demo mailbox</MailboxLink> to find the confirmation link.
        </p>
      ) : null}
      <LogInButton role={role} secondary>
        Go to log in
      </LogInButton>
    </AuthPage>
  );
}
