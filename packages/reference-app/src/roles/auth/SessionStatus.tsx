import { useVerifyToken } from '@marketplace/react-hooks';
import type { UserType } from '@marketplace/sdk';
import { DateText } from '../../kit/DateText';

/**
 * How long the signed-in session of `role` stays valid (`verifyToken`), beside the password change: a
 * user who changes a password on a shared computer sees until when this browser stays signed in, and that
 * logging out ends it now. A token the server no longer accepts answers 401, which signs the role out.
 *
 * @example
 * <SessionStatus role="merchant" />
 */
export function SessionStatus({ role }: { role: UserType }) {
  const query = useVerifyToken({ as: role });
  const session = query.data;
  let text: React.ReactNode;
  if (session?.expiresAt) {
    text = (
      <>
        This browser stays signed in until <DateText value={session.expiresAt} format="dateTime" />. Log out
        to end the session now.
      </>
    );
  } else if (session) text = 'This browser stays signed in until you log out.';
  else if (query.error) text = `Could not check your session: ${query.error.message}`;
  else text = 'Checking your session…';
  return (
    <p className="session-status" aria-live="polite" aria-busy={!session && !query.error}>
      {text}
    </p>
  );
}
