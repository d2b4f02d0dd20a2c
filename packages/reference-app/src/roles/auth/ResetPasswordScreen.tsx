import { useResetPassword } from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { SERVER_ERROR_KEY } from '../../components/form/contractResolver';
import { useContractForm } from '../../components/form/useContractForm';
import { AuthPage, FormMessage, SubmitButton } from './AuthPage';
import { LogInButton } from './LogInButton';
import { PASSWORD_USER_TYPE, rolePath } from './roles';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/**
 * Password reset through the emailed link (`/<role>/reset-password/:token`): the new password twice
 * (checked on the client: at least 8 characters, both the same), sent with the link's token on the
 * role's password path. Success: a link to log in with the new password; failure: the server's message
 * ('This password reset link is invalid or has already been used') or the network one.
 *
 * @example
 * <ResetPasswordScreen role="customer" />
 */
export function ResetPasswordScreen({ role }: { role: UserType }) {
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const { message, status } = reset;
  const request = useContractForm<'resetPassword', ResetValues, ResetValues>({
    operation: 'resetPassword',
    mutation: reset,
    init: { path: { userType: PASSWORD_USER_TYPE[role], token } },
    defaultValues: { password: '', confirmPassword: '' },
    toBody: (values) => values,
    labels: { password: 'New password', confirmPassword: 'Repeat the new password' },
    check: ({ password, confirmPassword }) =>
      !confirmPassword
        ? [{ field: 'confirmPassword', message: 'Repeat the new password' }]
        : confirmPassword !== password
          ? [{ field: 'confirmPassword', message: 'The passwords do not match' }]
          : [],
    resetOnSuccess: false,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = request.form;
  const formError = errors.root?.[SERVER_ERROR_KEY]?.message;

  if (!token) {
    return (
      <AuthPage title="Choose a new password">
        <ErrorState message="This reset link is not complete. Open the link from your email again." />
      </AuthPage>
    );
  }

  if (status === 'succeeded') {
    return (
      <AuthPage title="Your password has been changed">
        <FormMessage tone="success">{message ?? 'Password reset successful'}</FormMessage>
        <LogInButton role={role}>Log in with your new password</LogInButton>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Choose a new password">
      {formError ? (
        <FormMessage tone="error">
          {formError} <Link to={rolePath(role, 'forgot-password')}>Ask for a new link</Link>
        </FormMessage>
      ) : null}
      <form onSubmit={(event) => void request.submit(event)} noValidate aria-label="Choose a new password">
        <Field label="New password" error={errors.password?.message} hint="At least 8 characters.">
          <input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label="Repeat the new password" error={errors.confirmPassword?.message}>
          <input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <SubmitButton busy={isSubmitting} busyLabel="Saving…">
          Save new password
        </SubmitButton>
      </form>
    </AuthPage>
  );
}
