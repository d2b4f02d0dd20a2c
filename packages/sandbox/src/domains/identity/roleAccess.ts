// What a role-limited account (a store's or the platform's staff, an admin granted another role) may call:
// each operation of the merchant and admin sessions touches one permission resource with one action, and
// the account must hold that action on that resource (GET /auth/permissions, the same list the app reads).
import type { OperationMeta } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { forbidden, type Reply } from '../../http/replies';
import { isStaffAccount } from '../../shared/isStaffAccount';
import { ACCOUNT_ROLES } from './accountRoles';
import { grantedPermissions, grantedRoleId } from './grantedPermissions';
import type { PermissionResource } from './permissions';

type Action = 'create' | 'read' | 'update' | 'delete';

/** The message of a call the account's role does not allow. */
export const ROLE_REFUSAL = 'Your role does not allow this action';

/**
 * Operations any signed-in account may call whatever its role: its own account (user data, permissions,
 * password), its store's profile it works in, and reference lists (statuses, places, plans). Matched by
 * operationId; notifications and uploads, whoever sends them, are the caller's own too.
 */
const OWN = new Set([
  'getUserData',
  'getPermissions',
  'changePassword',
  'verifyToken',
  'getOrderStatuses',
  'getShippingLocations',
  'getPricingPlans',
  'getMerchantProfile',
  'getMerchantStoreData',
]);
const OWN_PATTERN = /Notification|Upload|Media|Outbox/;

/**
 * Whether an operation is the caller's own whatever its role ({@link OWN}, notifications and uploads).
 *
 * @example
 * callerOwns('changePassword'); // true
 */
export function callerOwns(id: string): boolean {
  return OWN.has(id) || OWN_PATTERN.test(id);
}

/** Operations whose resource depends on the record: their handlers check it (`roleAllows`). */
export const CHECKED_BY_HANDLER = new Set(['suspendAccount', 'reactivateAccount', 'getRecordTimeline']);

/** The resource of an operation by its name, the first rule that matches (order matters). */
const RESOURCE_RULES: readonly [RegExp, PermissionResource][] = [
  [/^(createAdmin|deactivateAdmin|deleteAdmin|getAllAdmins)$/, 'admins'],
  [/^getAuditLog/, 'audit-log'],
  [/Staff|^getAllRoles$/, 'staff'],
  [/Resources$/, 'resources'],
  [/Address/, 'addresses'],
  [/Return|Refund|Chargeback|^replaceOrder$/, 'returns'],
  [/Report|Sales|Settlement/, 'reports'],
  [/MerchantPayment|MerchantStatement/, 'merchant-payments'],
  [/Transaction|Invoice/, 'transactions'],
  [/ShippingPartner|Partner|^assignOrderToPartner$/, 'shipping-partners'],
  [/Dispatchers$/, 'dispatchers'],
  [/Order|DispatchPhone/, 'orders'],
  [/Coupon/, 'coupons'],
  [/GiftCard/, 'gift-cards'],
  [/Promotion/, 'promotions'],
  [/OfficialOutlet/, 'official-outlets'],
  [/FeaturedCollection/, 'featured-collections'],
  [/Review/, 'reviews'],
  [/Testimonial/, 'testimonials'],
  [/Polic/, 'policies'],
  [/Theme/, 'themes'],
  [/Shipping(Zone|Pricing|Discount)|Vehicle/, 'shipping-partners'],
  [/Subscription|MerchantPricing|PlanPayment/, 'subscriptions'],
  [/Hub/, 'hubs'],
  [/Merchants$/, 'merchants'],
  [/Store|Approver|PaymentCategory/, 'stores'],
  [/[Oo]nboard|BankAccount/, 'onboarding'],
  [/Product|Inventory/, 'products'],
  [/Customer/, 'customers'],
  [/Categor/, 'categories'],
];

/**
 * The resource and action an operation needs of a role-limited account; `undefined` for the caller's own
 * things ({@link OWN}) and for operations no rule names (none of the merchant and admin sessions' today;
 * a test keeps it so).
 *
 * @example
 * requiredRight({ id: 'editProduct', method: 'patch' }); // { resource: 'products', action: 'update' }
 */
export function requiredRight(
  op: Pick<OperationMeta, 'id' | 'method'>,
): { resource: PermissionResource; action: Action } | undefined {
  if (callerOwns(op.id) || CHECKED_BY_HANDLER.has(op.id)) return undefined;
  const rule = RESOURCE_RULES.find(([pattern]) => pattern.test(op.id));
  if (!rule) return undefined;
  const action: Action =
    op.method === 'get'
      ? 'read'
      : op.method === 'delete'
        ? 'delete'
        : op.method === 'post' && /^(create|add|purchase|apply)/.test(op.id)
          ? 'create'
          : 'update';
  return { resource: rule[1], action };
}

/** Whether the account's rights are narrowed by a role: staff, or an admin granted another role than its type's. */
export function isRoleLimited(user: UserRow): boolean {
  if (isStaffAccount(user)) return true;
  const roleId = grantedRoleId(user);
  return roleId !== undefined && roleId !== ACCOUNT_ROLES[user.accountType].roleId;
}

/**
 * Refuses (403) a call of a role-limited account that its role does not allow; other accounts pass (their
 * account type's limits are the handlers' own).
 *
 * @example
 * const refusal = roleRefusal(db, op, user);
 * if (refusal) return refusal;
 */
export function roleRefusal(
  db: Database,
  op: Pick<OperationMeta, 'id' | 'method'>,
  user: UserRow | undefined,
): Reply<never> | undefined {
  if (!user || !isRoleLimited(user)) return undefined;
  const right = requiredRight(op);
  if (!right) return undefined;
  return roleAllows(db, user, right.resource, right.action) ? undefined : forbidden(ROLE_REFUSAL);
}

/**
 * Whether the account may take `action` on `resource`: always for accounts not limited by a role (their
 * account type's limits are the handlers'), else as its role grants.
 *
 * @example
 * if (!roleAllows(db, actor, 'shipping-partners', 'update')) return forbidden(ROLE_REFUSAL);
 */
export function roleAllows(
  db: Database,
  user: UserRow,
  resource: PermissionResource,
  action: Action,
): boolean {
  if (!isRoleLimited(user)) return true;
  const held = grantedPermissions(db, user).find((p) => p.resource === resource);
  return held?.actions.includes(action) === true;
}
