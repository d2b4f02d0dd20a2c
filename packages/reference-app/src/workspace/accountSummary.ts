import type { SessionUser } from '@marketplace/react-hooks';
import type { WorkspaceRole } from './workspaceRoles';

const ACCOUNT_TYPE_NAME: Record<string, string> = {
  merchant: 'Merchant',
  admin: 'Admin',
  superadmin: 'Super admin',
  dispatcher: 'Dispatcher',
  scheduler: 'Scheduler',
};

const ROLE_ACCOUNT_NAME: Record<WorkspaceRole, string> = {
  merchant: 'Merchant',
  admin: 'Admin',
  'shipping-partner': 'Shipping partner',
};

/**
 * The name of a role the account was given beyond its type (a staff member's "Inventory clerk"), or
 * undefined when the role is just the account type's own ("merchant", "Super Admin").
 */
function grantedRole(roleName: string | undefined, accountType: string): string | undefined {
  if (!roleName) return undefined;
  return roleName.replace(/\s+/g, '').toLowerCase() === accountType.toLowerCase() ? undefined : roleName;
}

/** Who is signed in, as the workspace header says it. */
export interface AccountSummary {
  name: string | undefined;
  /**
   * The account type by name: "Super admin", "Dispatcher", "Merchant", "Shipping partner"; for an account
   * given a role (staff), the role's name ("Inventory clerk", "Finance officer").
   */
  accountType: string;
  email: string | undefined;
  /** The store (merchant) or company (partner), when the user carries it. */
  organisation: { term: 'Store' | 'Company'; value: string } | undefined;
}

/**
 * The signed-in user's name, account type, email and store or company, whatever the session's user
 * shape (merchant and admin users have first and last names and an `accountType`; partners a `name`).
 *
 * @example
 * accountSummary('admin', { firstName: 'Ada', lastName: 'Obi', accountType: 'dispatcher', ... });
 * // { name: 'Ada Obi', accountType: 'Dispatcher', ... }
 */
export function accountSummary(role: WorkspaceRole, user: SessionUser | undefined): AccountSummary {
  if (!user)
    return {
      name: undefined,
      accountType: ROLE_ACCOUNT_NAME[role],
      email: undefined,
      organisation: undefined,
    };
  if ('name' in user) {
    return {
      name: user.name || undefined,
      accountType: 'Shipping partner',
      email: user.email,
      organisation: user.shippingCompany ? { term: 'Company', value: user.shippingCompany } : undefined,
    };
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || undefined;
  return {
    name,
    accountType:
      grantedRole(user.role, user.accountType) ??
      ACCOUNT_TYPE_NAME[user.accountType] ??
      ROLE_ACCOUNT_NAME[role],
    email: user.email,
    organisation:
      'storeName' in user && user.storeName ? { term: 'Store', value: user.storeName } : undefined,
  };
}
