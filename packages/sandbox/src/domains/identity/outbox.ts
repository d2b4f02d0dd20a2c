// The emails the sandbox "sends": sign-up confirmations, password resets and invitations of accounts
// created without a password. Nothing leaves the sandbox; the links' tokens are read from this table
// (tests, a dev tool) to follow the flow a real inbox would.
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';

export type EmailKind = 'confirmation' | 'password-reset' | 'invitation';

/** An email the sandbox would have sent. */
export interface EmailRow {
  id: number;
  to: string;
  userId: number;
  kind: EmailKind;
  subject: string;
  /** The API path the emailed link leads to (confirmation or reset), with its token. */
  link: string;
  token: string;
  createdAt: string;
}

declare module '../../db/Database' {
  interface Tables {
    emails: EmailRow;
  }
}

const SUBJECTS: Record<EmailKind, string> = {
  confirmation: 'Confirm your email address',
  'password-reset': 'Reset your password',
  invitation: 'Set your password',
};

/** Records an email with its link. */
export function sendEmail(
  db: Database,
  env: SandboxEnv,
  email: { to: string; userId: number; kind: EmailKind; link: string; token: string },
): EmailRow {
  return db
    .table('emails')
    .insert({ ...email, subject: SUBJECTS[email.kind], createdAt: env.now().toISOString() });
}

/**
 * The newest email of a kind sent to an address (tests and dev tools follow its link).
 *
 * @example
 * const { token } = lastEmail(db, 'ada@example.com', 'confirmation')!;
 */
export function lastEmail(db: Database, to: string, kind: EmailKind): EmailRow | undefined {
  return db
    .table('emails')
    .where((e) => e.to === to.trim().toLowerCase() && e.kind === kind)
    .sort((a, b) => b.id - a.id)[0];
}
