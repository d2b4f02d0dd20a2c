import { useChangePassword } from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { RequireSession } from '../../app/RequireSession';
import { Field } from '../../components/Field';
import { SERVER_ERROR_KEY } from '../../components/form/contractResolver';
import { useContractForm } from '../../components/form/useContractForm';
import { AuthPage, FormMessage, SubmitButton } from './AuthPage';
import { rolePath } from './roles';
import { SessionStatus } from './SessionStatus';

interface ChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

type ChangeBody = Omit<ChangeValues, 'confirmNewPassword'>;

/**
 * Password change of a logged-in user (`/<role>/change-password`, behind the role's login): current
 * password, new password twice (checked on the client), sent with that role's token. Success shows the
 * server's message and clears the form; a failure the server's message ('Old password is incorrect')
 * or, when it sends none, 'There was an error. Please try again'.
 *
 * @example
 * <ChangePasswordScreen role="merchant" />
 */
export function ChangePasswordScreen({ role }: { role: UserType }) {
  return (
    <RequireSession role={role}>
      <ChangePasswordForm role={role} />
    </RequireSession>
  );
}

function ChangePasswordForm({ role }: { role: UserType }) {
  const [changed, setChanged] = useState<string>();
  const change = useContractForm<'changePassword', ChangeValues, ChangeBody>({
    operation: 'changePassword',
    mutation: useChangePassword(),
    init: { as: role },
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    toBody: ({ oldPassword, newPassword }) => ({ oldPassword, newPassword }),
    labels: {
      oldPassword: 'Current password',
      newPassword: 'New password',
      confirmNewPassword: 'Repeat the new password',
    },
    check: (_body, { newPassword, confirmNewPassword, oldPassword }) => [
      ...(!confirmNewPassword
        ? [{ field: 'confirmNewPassword', message: 'Repeat the new password' }]
        : confirmNewPassword !== newPassword
          ? [{ field: 'confirmNewPassword', message: 'The passwords do not match' }]
          : []),
      ...(newPassword && newPassword === oldPassword
        ? [{ field: 'newPassword', message: 'The new password must be different from the current one' }]
        : []),
    ],
    onSuccess: (result) => setChanged(result.message || 'Your password has been changed'),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = change.form;
  const failure = errors.root?.[SERVER_ERROR_KEY]?.message;
  const outcome = failure
    ? { tone: 'error' as const, text: failure }
    : changed
      ? { tone: 'success' as const, text: changed }
      : undefined;

  return (
    <AuthPage title="Change your password">
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <form
        onSubmit={(event) => {
          setChanged(undefined);
          void change.submit(event);
        }}
        noValidate
        aria-label="Change your password"
      >
        <Field label="Current password" error={errors.oldPassword?.message}>
          <input type="password" autoComplete="current-password" {...register('oldPassword')} />
        </Field>
        <Field label="New password" error={errors.newPassword?.message} hint="At least 8 characters.">
          <input type="password" autoComplete="new-password" {...register('newPassword')} />
        </Field>
        <Field label="Repeat the new password" error={errors.confirmNewPassword?.message}>
          <input type="password" autoComplete="new-password" {...register('confirmNewPassword')} />
        </Field>
        <SubmitButton busy={isSubmitting} busyLabel="Saving…">
          Change password
        </SubmitButton>
      </form>
      <SessionStatus role={role} />
      <p className="auth-links">
        <Link to={rolePath(role)}>Back to your account</Link>
      </p>
    </AuthPage>
  );
}
