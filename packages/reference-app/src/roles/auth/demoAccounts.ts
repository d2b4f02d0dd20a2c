import type { UserType } from '@marketplace/sdk';

/** A seeded sandbox account the login screen offers when the app runs on the sandbox. */
export interface DemoLogin {
  email: string;
  /** How the account is named in the list ("Super admin"). */
  label: string;
}

/** The password of every demo account (the sandbox's seed, packages/sandbox/README.md). */
export const DEMO_LOGIN_PASSWORD = 'demo1234';

/**
 * The sandbox's demo accounts by the session they log into. Kept here rather than imported from the
 * sandbox package so that builds for real servers carry no sandbox code; a test checks the two agree.
 */
export const DEMO_LOGINS: Readonly<Record<UserType, readonly DemoLogin[]>> = {
  customer: [{ email: 'customer@demo.test', label: 'Customer' }],
  merchant: [{ email: 'merchant@demo.test', label: 'Merchant (store "Adaeze Styles")' }],
  admin: [
    { email: 'admin@demo.test', label: 'Admin' },
    { email: 'superadmin@demo.test', label: 'Super admin' },
    { email: 'dispatcher@demo.test', label: 'Dispatcher' },
    { email: 'scheduler@demo.test', label: 'Scheduler' },
  ],
  'shipping-partner': [{ email: 'partner@demo.test', label: 'Shipping partner (Kwik Dispatch Lagos)' }],
};
