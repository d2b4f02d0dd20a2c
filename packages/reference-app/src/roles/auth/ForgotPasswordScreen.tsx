import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForgotPassword } from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import { operationRequestSchemas } from '@marketplace/sdk/schemas';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useSandboxControls } from '../../app/SandboxContext';
import { Field } from '../../components/Field';
import { AuthPage, FormMessage, SubmitButton } from './AuthPage';
import { MailboxLink } from './MailboxLink';
import { readableSchema } from './readableSchema';
import { PASSWORD_USER_TYPE, rolePath } from './roles';
import { showServerErrors } from './serverErrors';

interface ForgotValues {
  email: string;
}

/**
 * Forgotten password (`/<role>/forgot-password`): asks for a reset link for the email, on the role's
 * password path (`/auth/{customer|merchant|admin|partner}/forgotpassword`). Success shows the server's
 * message; a failure its message ('No account found with this email', 'Please check your internet and
 * try again').
 *
 * @example
 * <ForgotPasswordScreen role="admin" />
 */
export function ForgotPasswordScreen({ role }: { role: UserType }) {
  const sandbox = useSandboxControls();
  const { trigger, message, status } = useForgotPassword();
  const [formError, setFormError] = useState<string>();
  const resolver = useMemo(
    () =>
      standardSchemaResolver(
        readableSchema<ForgotValues>(operationRequestSchemas.forgotPassword(), {
          labels: { email: 'Email address' },
        }),
      ),
    [],
  );
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await trigger({ path: { userType: PASSWORD_USER_TYPE[role] }, body: values });
    } catch (error) {
      setFormError(showServerErrors(error, ['email'], setError));
    }
  });

  if (status === 'succeeded') {
    return (
      <AuthPage title="Check your email">
        <FormMessage tone="success">
          {message ?? 'A password reset link has been sent to your email'}
        </FormMessage>
        <p>
          Open the link we sent to <strong>{getValues('email')}</strong> to choose a new password.
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
      <form onSubmit={onSubmit} noValidate aria-label="Forgot your password?">
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
