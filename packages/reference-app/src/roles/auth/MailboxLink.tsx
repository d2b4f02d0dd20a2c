import { Link } from 'react-router';
import { useSandboxControls } from '../../app/SandboxContext';

/**
 * A link to the demo mailbox for an address, shown only when the app runs on the sandbox.
 *
 * @example
 * <MailboxLink email="ada@example.com">Open the demo mailbox</MailboxLink>
 */
export function MailboxLink({ email, children }: { email?: string; children: string }) {
  const sandbox = useSandboxControls();
  if (!sandbox) return null;
  return (
    <Link to={email ? `/demo-mailbox?to=${encodeURIComponent(email)}` : '/demo-mailbox'}>{children}</Link>
  );
}
