import { useForgotPassword } from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import { Link } from 'react-router';
import { useSandboxControls } from '../../app/SandboxContext';
import { Field } from '../../components/Field';
import { SERVER_ERROR_KEY } from '../../components/form/contractResolver';
import { useContractForm } from '../../components/form/useContractForm';
import { AUTH_EMAIL_MESSAGE, AuthPage, FormMessage, SubmitButton } from './AuthPage';
import { MailboxLink } from './MailboxLink';
import { PASSWORD_USER_TYPE, rolePath } from './roles';

interface ForgotValues {
  email: string;
}

/**
 * Forgotten password (`/<role>/forgot-password`): asks for a reset link for the email, on the role's
 * password path (`/auth/{customer|merchant|admin|partner}/forgotpassword`). Success shows the server's
 * message, which never says whether the address has an account; a failure its message ('Please check your
 * internet and try again').
 *
 * @example
 * <ForgotPasswordScreen role="admin" />
 */
export function ForgotPasswordScreen({ role }: { role: UserType }) {
  const sandbox = useSandboxControls();
  const forgot = useForgotPassword();
  const { message, status } = forgot;
  const request = useContractForm<'forgotPassword', ForgotValues, ForgotValues>({
    operation: 'forgotPassword',
    mutation: forgot,
    init: { path: { userType: PASSWORD_USER_TYPE[role] } },
    defaultValues: { email: '' },
    toBody: (values) => values,
    labels: { email: 'Email address' },
    emailMessage: AUTH_EMAIL_MESSAGE,
    resetOnSuccess: false,
  });
  const {
    register,
    getValues,
    formState: { errors, isSubmitting },
  } = request.form;
  const formError = errors.root?.[SERVER_ERROR_KEY]?.message;

  if (status === 'succeeded') {
    return (
      <AuthPage title="Check your email">
        <FormMessage tone="success">
          {message ?? 'If an account uses this email, a password reset link is on its way'}
        </FormMessage>
        <p>
          If <strong>{getValues('email')}</strong> belongs to an account, open the link we sent there to
          choose a new password. Nothing arrived? Check the spelling and your spam folder, or try again.
        </p>
        {sandbox ? (
          <p className="auth-note">
            This app runs on the sandbox, which sends no real email: open the{' '}
            <MailboxLink email={getValues('email')}>demo mailbox</MailboxLink> to find the reset link.
          </p>
        ) : null}
        <p>
          <Link className="button button--secondary" to={rolePath(role, 'login')}>
            Back to log in
          </Link>
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Forgot your password?"
      intro="Enter the email address of your account and we will email you a link to choose a new password."
    >
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <form onSubmit={(event) => void request.submit(event)} noValidate aria-label="Forgot your password?">
        <Field label="Email address" error={errors.email?.message}>
          <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <SubmitButton busy={isSubmitting} busyLabel="Sending the link…">
          Send reset link
        </SubmitButton>
      </form>
      <p className="auth-links">
        <Link to={rolePath(role, 'login')}>Back to log in</Link>
      </p>
    </AuthPage>
  );
}
