import type { SandboxAccountType, UserRow } from '../../db/identity';

/** Account types of the admin session. */
export const ADMIN_ACCOUNT_TYPES = ['admin', 'superadmin', 'dispatcher', 'scheduler'] as const;
export type AdminAccountType = (typeof ADMIN_ACCOUNT_TYPES)[number];

/** The default role (id and name) of each account type; `GET /auth/permissions` grants by it. */
export const ACCOUNT_ROLES: Readonly<Record<SandboxAccountType, { roleId: number; role: string }>> = {
  superadmin: { roleId: 1, role: 'Super Admin' },
  merchant: { roleId: 2, role: 'Merchant' },
  admin: { roleId: 3, role: 'Admin' },
  dispatcher: { roleId: 4, role: 'Dispatcher' },
  scheduler: { roleId: 5, role: 'Scheduler' },
  customer: { roleId: 6, role: 'Customer' },
  partner: { roleId: 7, role: 'Shipping Partner' },
};

/** Whether the account logs into the admin session (admin, super admin, dispatcher or scheduler). */
export const isAdminAccount = (user: UserRow): user is UserRow & { accountType: AdminAccountType } =>
  (ADMIN_ACCOUNT_TYPES as readonly string[]).includes(user.accountType);
