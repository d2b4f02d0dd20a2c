import type { OutboxEmail } from '@marketplace/sandbox';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSandboxControls } from '../../app/SandboxContext';
import { Field } from '../../components/Field';
import { AuthPage } from './AuthPage';

/** The button of an account's own link; news (order, decision, payout, gift card) reads "Open". */
const ACTIONS: Partial<Record<OutboxEmail['kind'], string>> = {
  confirmation: 'Confirm your email',
  'password-reset': 'Choose a new password',
  invitation: 'Set your password',
};

const WHEN = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** The route of an emailed link: links on this app's origin open in the app, others as they are. */
function inApp(link: string): string | undefined {
  const url = new URL(link, location.origin);
  return url.origin === location.origin ? `${url.pathname}${url.search}` : undefined;
}

/**
 * The demo mailbox (`/demo-mailbox?to=<email>`), shown when the app runs on the sandbox: the emails the
 * sandbox "sent" to an address, newest first, each with the button a real email would have (confirm the
 * email, choose a new password), so a sign-up or a reset can be finished without a real inbox. On real
 * servers there is no such mailbox and the page says so.
 *
 * @example
 * <Link to={`/demo-mailbox?to=${encodeURIComponent(email)}`}>Open the demo mailbox</Link>
 */
export function DemoMailboxScreen() {
  const sandbox = useSandboxControls();
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  // Read again on every search (a new email appears after "Show emails" again).
  const [refreshed, setRefreshed] = useState(0);
  const [read, setRead] = useState<{ to: string; emails?: OutboxEmail[]; error?: string }>();
  useEffect(() => {
    if (!sandbox || !to || refreshed < 0) return;
    let current = true;
    sandbox.emails(to).then(
      (emails) => current && setRead({ to, emails }),
      (error: unknown) =>
        current && setRead({ to, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [sandbox, to, refreshed]);

  if (!sandbox) {
    return (
      <AuthPage title="Demo mailbox">
        <p>The demo mailbox exists only when the app runs on the sandbox. Real emails go to your inbox.</p>
      </AuthPage>
    );
  }
  const shown = read?.to === to ? read : undefined;
  const emails = shown?.emails ?? [];
  const show = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { to: draft.trim() } : {});
    setRefreshed((n) => n + 1);
  };

  return (
    <AuthPage
      title="Demo mailbox"
      intro="The sandbox sends no real email: the emails it would have sent are here, newest first."
    >
      <form onSubmit={show} aria-label="Find emails" className="mailbox-search">
        <Field label="Email address">
          <input type="email" autoComplete="email" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </Field>
        <button type="submit" className="button">
          Show emails
        </button>
      </form>
      {!to ? null : !shown ? (
        <p role="status">Opening the mailbox…</p>
      ) : shown.error ? (
        <p role="alert">{shown.error}</p>
      ) : emails.length === 0 ? (
        <p role="status">
          No emails to <strong>{to}</strong> yet.
        </p>
      ) : (
        <ul className="mailbox" aria-label={`Emails to ${to}`}>
          {emails.map((email) => {
            const route = inApp(email.link);
            return (
              <li key={email.id} className="mailbox__email">
                <article aria-label={email.subject}>
                  <h2>{email.subject}</h2>
                  <p className="auth-note">
                    To {email.to},{' '}
                    <time dateTime={email.createdAt}>{WHEN.format(new Date(email.createdAt))}</time>
                  </p>
                  {email.body ? <p>{email.body}</p> : null}
                  {!email.link ? null : route ? (
                    <Link className="button" to={route}>
                      {ACTIONS[email.kind] ?? 'Open'}
                    </Link>
                  ) : (
                    <a className="button" href={email.link}>
                      {ACTIONS[email.kind] ?? 'Open'}
                    </a>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </AuthPage>
  );
}
