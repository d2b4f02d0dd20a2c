import { useConfirmCustomerAccount, useConfirmMerchantAccount } from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import { Link, useParams } from 'react-router';
import { useSandboxControls } from '../../app/SandboxContext';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { AuthPage, FormMessage } from './AuthPage';
import { LogInButton } from './LogInButton';
import { MailboxLink } from './MailboxLink';
import { confirmsEmail, hasSignup, rolePath } from './roles';

// A confirmation is asked for once when the page opens; the answer is kept, never fetched again.
const ONCE = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
} as const;

/**
 * Email confirmation (`/customer/confirm/:token`, `/merchant/confirm/:token`): confirms the token of the
 * emailed link when the page opens; on success (a link opened again says so) a link to log in, on failure
 * the error ('This confirmation link is invalid') and, on the sandbox, the demo mailbox's latest link.
 *
 * @example
 * <ConfirmScreen role="customer" />
 */
export function ConfirmScreen({ role }: { role: UserType }) {
  const { token = '' } = useParams();
  const sandbox = useSandboxControls();
  const init = token && confirmsEmail(role) ? { path: { token } } : null;
  const customer = useConfirmCustomerAccount(role === 'customer' ? init : null, ONCE);
  const merchant = useConfirmMerchantAccount(role === 'merchant' ? init : null, ONCE);
  const { data, error, status } = role === 'merchant' ? merchant : customer;

  if (!init) {
    return (
      <AuthPage title="Confirm your email">
        <ErrorState message="This confirmation link is not complete. Open the link from your email again." />
        <p className="auth-links">
          <MailboxLink>Open the demo mailbox</MailboxLink>
        </p>
      </AuthPage>
    );
  }
  if (data) {
    return (
      <AuthPage title="Your email is confirmed">
        <FormMessage tone="success">
          Thank you{data.firstName ? `, ${data.firstName}` : ''}. Your account is ready.
        </FormMessage>
        <LogInButton role={role} />
      </AuthPage>
    );
  }
  if (status === 'failed' && error) {
    return (
      <AuthPage title="We could not confirm your email">
        <ErrorState message={error.message} />
        <ul className="auth-links">
          <li>
            <Link to={rolePath(role, 'login')}>Log in</Link> if you have confirmed your email already.
          </li>
          {sandbox ? (
            <li>
              <MailboxLink>Open the demo mailbox</MailboxLink> to find your latest link.
            </li>
          ) : null}
          {hasSignup(role) ? (
            <li>
              <Link to={rolePath(role, 'signup')}>Create an account</Link> if you have not signed up yet.
            </li>
          ) : null}
        </ul>
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Confirm your email">
      <Spinner label="Confirming your email…" />
    </AuthPage>
  );
}
