import { type SignupBody, useSession } from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { useSandboxControls } from '../../app/SandboxContext';
import { Field } from '../../components/Field';
import { type FormProblem, SERVER_ERROR_KEY } from '../../components/form/contractResolver';
import { useContractForm } from '../../components/form/useContractForm';
import { isNigerianPhone, NAME_TOO_LONG, nameError, PHONE_MESSAGE } from '../../components/personRules';
import { AUTH_EMAIL_MESSAGE, AuthPage, FormMessage, SubmitButton } from './AuthPage';
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
  const { form, formError } = useSignupForm<CustomerValues>(
    'signupCustomer',
    { firstName: '', lastName: '', email: '', phoneNumber: '', password: '' },
    CUSTOMER_LABELS,
    signup,
    onDone,
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form.form;
  return (
    <AuthPage title="Create your account" intro="Shop from every store on the marketplace with one account.">
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <form onSubmit={(event) => void form.submit(event)} noValidate aria-label="Create your account">
        <div className="auth-row">
          <Field label="First name" error={errors.firstName?.message}>
            <input autoComplete="given-name" {...register('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            <input autoComplete="family-name" {...register('lastName')} />
          </Field>
        </div>
        <Field label="Email address" error={errors.email?.message}>
          <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <Field label="Phone number (optional)" error={errors.phoneNumber?.message}>
          <input type="tel" autoComplete="tel" {...register('phoneNumber')} />
        </Field>
        <Field label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
          <input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <SubmitButton busy={isSubmitting} busyLabel="Creating your account…">
          Create account
        </SubmitButton>
      </form>
      <LoginLink forRole="customer" />
    </AuthPage>
  );
}

function MerchantSignup({ onDone }: { onDone: (done: SignupDone) => void }) {
  const { signup } = useSession('merchant');
  const { form, formError } = useSignupForm<MerchantValues>(
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
  const {
    register,
    formState: { errors, isSubmitting },
  } = form.form;
  return (
    <AuthPage
      title="Open your store"
      intro="Create a merchant account and your store. An admin approves the store before customers see it."
    >
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <form onSubmit={(event) => void form.submit(event)} noValidate aria-label="Open your store">
        <div className="auth-row">
          <Field label="First name" error={errors.firstName?.message}>
            <input autoComplete="given-name" {...register('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            <input autoComplete="family-name" {...register('lastName')} />
          </Field>
        </div>
        <Field label="Email address" error={errors.email?.message}>
          <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <Field label="Phone number (optional)" error={errors.phoneNumber?.message}>
          <input type="tel" autoComplete="tel" {...register('phoneNumber')} />
        </Field>
        <Field label="Store name" error={errors.storeName?.message}>
          <input autoComplete="organization" {...register('storeName')} />
        </Field>
        <Field
          label="Business category (optional)"
          error={errors.category?.message}
          hint="What you sell, such as Fashion or Electronics."
        >
          <input {...register('category')} />
        </Field>
        <div className="field field--checkbox">
          <label>
            <input type="checkbox" {...register('isRegisteredBusiness')} /> My business is registered
          </label>
          {errors.isRegisteredBusiness?.message ? (
            <span className="field__error">{errors.isRegisteredBusiness.message}</span>
          ) : null}
        </div>
        <Field label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
          <input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <SubmitButton busy={isSubmitting} busyLabel="Creating your store…">
          Create merchant account
        </SubmitButton>
      </form>
      <LoginLink forRole="merchant" />
    </AuthPage>
  );
}

function PartnerSignup({ onDone }: { onDone: (done: SignupDone) => void }) {
  const { signup } = useSession('shipping-partner');
  const { form, formError } = useSignupForm<PartnerValues>(
    'signupPartner',
    { name: '', shippingCompany: '', email: '', phoneNumber: '', password: '' },
    PARTNER_LABELS,
    signup,
    onDone,
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form.form;
  return (
    <AuthPage
      title="Become a shipping partner"
      intro="Create your partner account; company, bank and certification details follow at onboarding."
    >
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <form onSubmit={(event) => void form.submit(event)} noValidate aria-label="Become a shipping partner">
        <Field label="Name" error={errors.name?.message} hint="Your name or your company's display name.">
          <input autoComplete="name" {...register('name')} />
        </Field>
        <Field label="Shipping company (optional)" error={errors.shippingCompany?.message}>
          <input autoComplete="organization" {...register('shippingCompany')} />
        </Field>
        <Field label="Email address" error={errors.email?.message}>
          <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <Field label="Phone number (optional)" error={errors.phoneNumber?.message}>
          <input type="tel" autoComplete="tel" {...register('phoneNumber')} />
        </Field>
        <Field label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
          <input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <SubmitButton busy={isSubmitting} busyLabel="Creating your account…">
          Create partner account
        </SubmitButton>
      </form>
      <LoginLink forRole="shipping-partner" />
    </AuthPage>
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
        <p>
          <Link className="button" to={rolePath(role, 'login')}>
            Log in
          </Link>
        </p>
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
      <p>
        <Link className="button button--secondary" to={rolePath(role, 'login')}>
          Go to log in
        </Link>
      </p>
    </AuthPage>
  );
}
