import { useResendConfirmation } from '@marketplace/react-hooks';
import { FormMessage } from './AuthPage';
import { MailboxLink } from './MailboxLink';

/** Props of {@link ResendConfirmation}. */
export interface ResendConfirmationProps {
  /** The account's role: only customers and merchants confirm their email. */
  role: 'customer' | 'merchant';
  /** The address the login was tried with. */
  email: string;
}

/**
 * Offered under a login refused because the email is not confirmed yet: sends a new confirmation link
 * (`resendConfirmation`), then says so in the server's words (which never tell whether the address has
 * an account), with the demo mailbox on the sandbox.
 *
 * @example
 * <ResendConfirmation role="merchant" email="ada@example.com" />
 */
export function ResendConfirmation({ role, email }: ResendConfirmationProps) {
  const resend = useResendConfirmation({ notify: false });
  if (resend.status === 'succeeded') {
    return (
      <FormMessage tone="success">
        {resend.message} <MailboxLink email={email}>Open the demo mailbox</MailboxLink>
      </FormMessage>
    );
  }
  return (
    <div className="auth-resend">
      <p>Did the confirmation email not arrive, or has its link expired?</p>
      {resend.status === 'failed' && resend.error ? (
        <FormMessage tone="error">{resend.error.message}</FormMessage>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        disabled={resend.isMutating || !email}
        onClick={() =>
          void resend.trigger({ path: { userType: role }, body: { email } }).catch(() => undefined)
        }
      >
        {resend.isMutating ? 'Sending…' : 'Email me a new confirmation link'}
      </button>
    </div>
  );
}
