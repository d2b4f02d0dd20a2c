// The sandbox's one outbox: everything it "sends". Account links (sign-up confirmations, password resets,
// invitations of accounts created without a password) and news (`notify`: orders, decisions, payouts, gift
// cards). Nothing leaves the sandbox; front ends read it (`GET /sandbox/emails?to=...`, `sandbox.emails()`)
// to follow the flow a real inbox would, and an account's news addressed to it is its notification list
// (`GET /notifications`, read state kept on the row).
import type { Database } from '../../db/Database';
import type { SandboxEnv } from '../../http/HandlerContext';

import type { NotificationKind } from '../notifications/tables';

/** What an email is: an account's own link (confirmation, reset, invitation), or news (`notify`). */
export type EmailKind = 'confirmation' | 'password-reset' | 'invitation' | NotificationKind;

/** An email the sandbox would have sent. */
export interface EmailRow {
  id: number;
  to: string;
  userId: number;
  kind: EmailKind;
  subject: string;
  /** The message, for news (`notify`). */
  body?: string;
  /**
   * The front end's route the emailed link leads to, with its token (`/customer/confirm/<token>`,
   * `/merchant/reset-password/<token>`): the reference app's routes. The outbox prefixes the app's URL.
   */
  link: string;
  token: string;
  createdAt: string;
  /** When its account read it in its notification list (news only); unread without. */
  readAt?: string;
}

declare module '../../db/Database' {
  interface Tables {
    emails: EmailRow;
  }
}

const SUBJECTS: Record<'confirmation' | 'password-reset' | 'invitation', string> = {
  confirmation: 'Confirm your email address',
  'password-reset': 'Reset your password',
  invitation: 'Set your password',
};

/** Records an email with its link. */
export function sendEmail(
  db: Database,
  env: SandboxEnv,
  email: {
    to: string;
    userId: number;
    kind: 'confirmation' | 'password-reset' | 'invitation';
    link: string;
    token: string;
  },
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

/** An email as the outbox shows it: its link absolute, on the front end's URL. */
export interface OutboxEmail {
  id: number;
  to: string;
  kind: EmailKind;
  subject: string;
  body?: string;
  /** The link to open, e.g. `http://127.0.0.1:5173/customer/confirm/confirm_1abc`. */
  link: string;
  token: string;
  createdAt: string;
}

/**
 * The emails sent to an address (every email without one), newest first, with links on `appUrl`.
 *
 * @example
 * const [latest] = outbox(db, 'http://127.0.0.1:5173', 'ada@example.com');
 */
export function outbox(db: Database, appUrl: string, to?: string): OutboxEmail[] {
  const address = to?.trim().toLowerCase();
  const base = appUrl.replace(/\/+$/, '');
  return db
    .table('emails')
    .where((e) => !address || e.to === address)
    .sort((a, b) => b.id - a.id)
    .map(({ id, to, kind, subject, body, link, token, createdAt }) => ({
      id,
      to,
      kind,
      subject,
      ...(body ? { body } : {}),
      link: link ? `${base}${link}` : '',
      token,
      createdAt,
    }));
}
