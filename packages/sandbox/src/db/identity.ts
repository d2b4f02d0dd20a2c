import type { UserType } from '@marketplace/sdk';

/** Account types of the admin session and the others (spec section 3), plus the shipping partner. */
export type SandboxAccountType =
  | 'customer'
  | 'merchant'
  | 'admin'
  | 'superadmin'
  | 'dispatcher'
  | 'scheduler'
  | 'partner';

/**
 * A user of any role. Passwords are kept as given: this is a fake backend for development and tests,
 * and its state never holds real credentials.
 */
export interface UserRow {
  id: number;
  role: UserType;
  accountType: SandboxAccountType;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  /** False until the emailed confirmation link is opened (customers and merchants). */
  confirmed: boolean;
  confirmationToken?: string;
  resetToken?: string;
  /** Deactivated admins and suspended accounts cannot log in. */
  active: boolean;
  /** Why an admin suspended the account (merchants, partners, dispatchers); told at login. */
  suspendedReason?: string;
  suspendedAt?: string;
  storeId?: number;
  image?: string;
  lastLogin?: string;
  createdAt: string;
  /** Role-specific profile fields (merchant detail, partner company, ...). */
  profile?: Record<string, unknown>;
}

/** A login: the bearer token and whose it is. */
export interface SessionRow {
  id: number;
  token: string;
  userId: number;
  role: UserType;
  createdAt: string;
}

declare module './Database' {
  interface Tables {
    users: UserRow;
    sessions: SessionRow;
  }
}
