/** Account types as people read them; a staff member's role is already a name ("Inventory clerk"). */
const ACCOUNT_TYPE_NAMES: Readonly<Record<string, string>> = {
  customer: 'Customer',
  merchant: 'Merchant',
  store: 'Store',
  carrier: 'Carrier',
  partner: 'Shipping partner',
  'shipping-partner': 'Shipping partner',
  admin: 'Admin',
  superadmin: 'Super admin',
  dispatcher: 'Dispatcher',
  scheduler: 'Scheduler',
};

/**
 * A role as the workspaces show it, whether the contract gave an account type ("admin") or a staff role's
 * name ("Inventory clerk"): both read the same way, capitalised ("Admin", "Inventory clerk").
 *
 * @example
 * roleName('superadmin'); // 'Super admin'
 * roleName('Inventory clerk'); // 'Inventory clerk'
 */
export function roleName(role: string): string {
  return ACCOUNT_TYPE_NAMES[role.toLowerCase()] ?? role;
}
