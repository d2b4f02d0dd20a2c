// Suspending and reactivating the accounts that work on the marketplace: merchants, shipping partners and
// dispatchers. A suspended account's sessions end and its login is refused with the reason.
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers, type SandboxEnv } from '../../http/HandlerContext';
import { forbidden, notFound, ok, type Reply, refuse } from '../../http/replies';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { isStaffAccount } from '../../shared/isStaffAccount';
import { accountRecord } from '../audit/auditRecords';
import { recordAudit } from '../audit/recordAudit';
import { endSessions } from './issueSession';
import type { PermissionResource } from './permissions';
import { ROLE_REFUSAL, roleAllows } from './roleAccess';

const SUSPENDABLE = ['merchant', 'partner', 'dispatcher'] as const;
type Suspendable = (typeof SUSPENDABLE)[number];

/** The resource whose `update` right suspending each kind of account needs. */
const RESOURCE: Record<Suspendable, PermissionResource> = {
  merchant: 'merchants',
  partner: 'shipping-partners',
  dispatcher: 'dispatchers',
};

/** The account an admin may suspend or reactivate, or the refusal. */
function target(db: Database, caller: UserRow | undefined, id: number): Reply<never> | UserRow {
  if (!caller || !isPlatformAdmin(caller)) return forbidden('Only admins can suspend or reactivate accounts');
  const user = db.table('users').get(id);
  const kind = user?.accountType as Suspendable | undefined;
  if (!user || !kind || !SUSPENDABLE.includes(kind) || isStaffAccount(user)) {
    return notFound('Account not found');
  }
  // Platform staff need the right on that kind of account.
  if (!roleAllows(db, caller, RESOURCE[kind], 'update')) return forbidden(ROLE_REFUSAL);
  return user;
}

const isReply = (value: object): value is Reply<never> => 'ok' in value;

function statusView(user: UserRow) {
  return {
    id: user.id,
    accountType: user.accountType as Suspendable,
    isActive: user.active,
    ...(user.active || !user.suspendedReason
      ? {}
      : { suspendedReason: user.suspendedReason, suspendedAt: user.suspendedAt }),
  };
}

/** A merchant's store staff: their logins stop with the store's owner. */
function staffLoginsOf(db: Database, merchant: UserRow): UserRow[] {
  if (merchant.accountType !== 'merchant' || merchant.storeId === undefined) return [];
  return db.table('users').where((u) => isStaffAccount(u) && u.storeId === merchant.storeId);
}

function suspend(db: Database, env: SandboxEnv, user: UserRow, reason: string): UserRow {
  const updated = db.table('users').update(user.id, {
    active: false,
    suspendedReason: reason,
    suspendedAt: env.now().toISOString(),
  }) as UserRow;
  endSessions(db, user.id);
  for (const staff of staffLoginsOf(db, user)) endSessions(db, staff.id);
  return updated;
}

export const suspensionHandlers = defineHandlers({
  suspendAccount: ({ db, env, actor, path, body }) => {
    const account = target(db, actor, path.id);
    if (isReply(account)) return account;
    if (!account.active) return refuse('This account is already suspended');
    const suspended = suspend(db, env, account, body.reason.trim());
    recordAudit(db, env, {
      kind: 'suspension',
      action: `Suspended the ${account.accountType}: ${body.reason.trim()}`,
      ...accountRecord(account),
    });
    return ok(statusView(suspended), 'Account suspended');
  },

  reactivateAccount: ({ db, env, actor, path }) => {
    const account = target(db, actor, path.id);
    if (isReply(account)) return account;
    if (account.active) return refuse('This account is not suspended');
    const updated = db.table('users').update(account.id, {
      active: true,
      suspendedReason: undefined,
      suspendedAt: undefined,
    }) as UserRow;
    recordAudit(db, env, {
      kind: 'suspension',
      action: `Reactivated the ${account.accountType}`,
      ...accountRecord(account),
    });
    return ok(statusView(updated), 'Account reactivated');
  },
});
