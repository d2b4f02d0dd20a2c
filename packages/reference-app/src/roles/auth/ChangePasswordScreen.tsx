import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useChangePassword } from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import { operationRequestSchemas } from '@marketplace/sdk/schemas';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RequireSession } from '../../app/RequireSession';
import { Field } from '../../components/Field';
import { AuthPage, FormMessage, SubmitButton } from './AuthPage';
import { readableSchema } from './readableSchema';
import { rolePath } from './roles';
import { SessionStatus } from './SessionStatus';
import { showServerErrors } from './serverErrors';

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
  const { trigger } = useChangePassword();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string }>();
  const resolver = useMemo(
    () =>
      standardSchemaResolver(
        readableSchema<ChangeValues, ChangeBody>(operationRequestSchemas.changePassword(), {
          labels: {
            oldPassword: 'Current password',
            newPassword: 'New password',
            confirmNewPassword: 'Repeat the new password',
          },
          refine: ({ newPassword, confirmNewPassword, oldPassword }) => [
            ...(!confirmNewPassword
              ? [{ path: ['confirmNewPassword'], message: 'Repeat the new password' }]
              : confirmNewPassword !== newPassword
                ? [{ path: ['confirmNewPassword'], message: 'The passwords do not match' }]
                : []),
            ...(newPassword && newPassword === oldPassword
              ? [
                  {
                    path: ['newPassword'],
                    message: 'The new password must be different from the current one',
                  },
                ]
              : []),
          ],
        }),
      ),
    [],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeValues, unknown, ChangeBody>({
    resolver,
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setOutcome(undefined);
    try {
      const result = await trigger({ body: { oldPassword, newPassword }, as: role });
      reset();
      setOutcome({ tone: 'success', text: result.message || 'Your password has been changed' });
    } catch (error) {
      const text = showServerErrors(error, ['oldPassword', 'newPassword'], setError);
      if (text) setOutcome({ tone: 'error', text });
    }
  });

  return (
    <AuthPage title="Change your password">
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <form onSubmit={onSubmit} noValidate aria-label="Change your password">
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
