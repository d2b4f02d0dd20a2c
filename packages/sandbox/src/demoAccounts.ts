import type { UserType } from '@marketplace/sdk';
import type { SandboxAccountType } from './db/identity';

/** A seeded account to log in with. */
export interface DemoAccount {
  email: string;
  password: string;
  accountType: SandboxAccountType;
  /** The session it logs into. */
  role: UserType;
}

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';

/** One demo account per account type, all with the password `demo1234`. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'customer@demo.test', password: DEMO_PASSWORD, accountType: 'customer', role: 'customer' },
  { email: 'merchant@demo.test', password: DEMO_PASSWORD, accountType: 'merchant', role: 'merchant' },
  { email: 'admin@demo.test', password: DEMO_PASSWORD, accountType: 'admin', role: 'admin' },
  { email: 'superadmin@demo.test', password: DEMO_PASSWORD, accountType: 'superadmin', role: 'admin' },
  { email: 'dispatcher@demo.test', password: DEMO_PASSWORD, accountType: 'dispatcher', role: 'admin' },
  { email: 'scheduler@demo.test', password: DEMO_PASSWORD, accountType: 'scheduler', role: 'admin' },
  { email: 'partner@demo.test', password: DEMO_PASSWORD, accountType: 'partner', role: 'shipping-partner' },
];
