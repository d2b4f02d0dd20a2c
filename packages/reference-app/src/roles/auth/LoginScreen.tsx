import { type LoginCredentials, useSession } from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSandboxControls } from '../../app/SandboxContext';
import { safeRedirect } from '../../app/safeRedirect';
import { Field } from '../../components/Field';
import { useContractForm } from '../../components/form/useContractForm';
import { AUTH_EMAIL_MESSAGE, AuthPage, FormMessage, SubmitButton } from './AuthPage';
import { DEMO_LOGIN_PASSWORD, DEMO_LOGINS } from './demoAccounts';
import { ResendConfirmation } from './ResendConfirmation';
import { hasSignup, rolePath } from './roles';

type LoginValues = LoginCredentials;

/** A login refused because the account's email is not confirmed yet (the server says "confirm your email"). */
const UNCONFIRMED = /confirm your email/i;

const LOGIN_OPERATION = {
  customer: 'loginCustomer',
  merchant: 'loginMerchant',
  admin: 'loginAdmin',
  'shipping-partner': 'loginPartner',
} as const;

const TITLE: Record<UserType, string> = {
  customer: 'Log in',
  merchant: 'Merchant log in',
  admin: 'Admin log in',
  'shipping-partner': 'Shipping partner log in',
};

const INTRO: Record<UserType, string> = {
  customer: 'Log in to check out faster, follow your orders and manage your addresses.',
  merchant: 'Log in to run your store.',
  admin: 'For admins, super admins, dispatchers and schedulers.',
  'shipping-partner': 'Log in to see the deliveries assigned to you.',
};

/**
 * A role's login (`/customer/login`, `/merchant/login`, `/admin/login`, `/shipping-partner/login`):
 * email and password checked against the contract's login schema, the session's login (its error is
 * the spec's message: the server's, 'Check network connection' on a network failure, 'Unknown error' for
 * an unusable admin answer), a loading state on the button, then the `next` page when it is one of this
 * site's (`safeRedirect`), else the role's home. A customer or merchant refused for an unconfirmed email
 * is offered a new confirmation link. On the sandbox it lists the role's demo accounts with a
 * button that fills the form.
 *
 * @example
 * <LoginScreen role="merchant" />
 */
export function LoginScreen({ role }: { role: UserType }) {
  const session = useSession(role);
  const sandbox = useSandboxControls();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('next'), rolePath(role));
  // The login slice is persisted: show its error only for a try made on this page.
  const [tried, setTried] = useState(false);
  const login = useContractForm<(typeof LOGIN_OPERATION)[UserType], LoginValues, LoginValues>({
    operation: LOGIN_OPERATION[role],
    defaultValues: { email: '', password: '' },
    toBody: (values) => values,
    labels: { email: 'Email address', password: 'Password' },
    emailMessage: AUTH_EMAIL_MESSAGE,
    send: (values) => {
      setTried(true);
      // A failure stays in the session (status 'failed' and its message), shown above the form.
      return session.login(values).catch(() => undefined);
    },
    resetOnSuccess: false,
  });
  const {
    register,
    setValue,
    setFocus,
    clearErrors,
    getValues,
    formState: { errors },
  } = login.form;

  if (session.loggedIn) return <Navigate to={target} replace />;

  const busy = session.status === 'loading';
  const fill = (email: string) => {
    setValue('email', email);
    setValue('password', DEMO_LOGIN_PASSWORD);
    clearErrors();
    // Enter then logs in.
    setFocus('password');
  };
  const demo = sandbox ? DEMO_LOGINS[role] : [];

  return (
    <AuthPage title={TITLE[role]} intro={INTRO[role]}>
      {tried && session.status === 'failed' && session.error ? (
        <FormMessage tone="error">{session.error}</FormMessage>
      ) : null}
      {tried &&
      session.status === 'failed' &&
      UNCONFIRMED.test(session.error ?? '') &&
      (role === 'customer' || role === 'merchant') ? (
        <ResendConfirmation role={role} email={getValues('email')} />
      ) : null}
      <form onSubmit={(event) => void login.submit(event)} noValidate aria-label={TITLE[role]}>
        <Field label="Email address" error={errors.email?.message}>
          <input type="email" autoComplete="username" inputMode="email" {...register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        <SubmitButton busy={busy} busyLabel="Logging in…">
          Log in
        </SubmitButton>
      </form>
      <ul className="auth-links">
        <li>
          <Link to={rolePath(role, 'forgot-password')}>Forgot your password?</Link>
        </li>
        {hasSignup(role) ? (
          <li>
            New here? <Link to={rolePath(role, 'signup')}>Create an account</Link>
          </li>
        ) : null}
      </ul>
      {demo.length > 0 ? (
        <section className="demo-accounts" aria-labelledby="demo-accounts-title">
          <h2 id="demo-accounts-title">Demo accounts</h2>
          <p>
            This app runs on the sandbox. Every demo account uses the password{' '}
            <code>{DEMO_LOGIN_PASSWORD}</code>.
          </p>
          <ul>
            {demo.map((account) => (
              <li key={account.email} className="spread">
                <span>
                  {account.label}: <span className="demo-accounts__email">{account.email}</span>
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => fill(account.email)}
                  aria-label={`Use the ${account.label} demo account (${account.email})`}
                >
                  Use
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AuthPage>
  );
}
