// Users of every role as the API shows them, and the role-specific profile fields the identity domain keeps
// in `UserRow.profile`. Other domains read users through these helpers (look users up by email, never by id).
import {
  type MainComponents,
  type OperationData,
  sessionTypeForAccount,
  type UserType,
} from '@marketplace/sdk';
import '../../db/core';
import type { Database } from '../../db/Database';
import type { SandboxAccountType, UserRow } from '../../db/identity';
import type { SandboxEnv } from '../../http/HandlerContext';
import { slugify } from '../../shared/slugify';

type S = MainComponents['schemas'];

// The entities as responses carry them (read-only fields included), taken from the operations that send them.
export type UserInfo = OperationData<'confirmCustomerAccount'>;
export type AdminUser = OperationData<'createAdmin'>;
export type ShippingPartnerUser = OperationData<'signupPartner'>;
export type Dispatcher = OperationData<'getAllDispatchers'>[number];
export type MerchantDetail = OperationData<'getMerchantProfile'>;
export type MerchantStore = NonNullable<MerchantDetail['store']>;
export type Customer = NonNullable<MerchantStore['storeFollowers']>[number];

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

/** What a merchant's `profile` holds: the onboarding answers of the merchant detail (spec section 3). */
export interface MerchantProfile {
  category?: string;
  dateOfBirth?: string;
  nationality?: string;
  idDocumentType?: string;
  idDocumentNumber?: string;
  idDocumentUrl?: string;
  homeAddress?: S['HomeAddress'][];
  useHomeAddress?: boolean;
  proofOfAddress?: string;
  staffSize?: string;
  physicalLocation?: boolean;
  pickupLocation?: S['HomeAddress'][];
  subCategoryIds?: number[];
  /** Chosen through PATCH /auth/merchant/onboard/pricing. */
  pricingPlanId?: number;
  /** The store's proof of its office address (the stores table has no column for it). */
  storeProofOfAddress?: string;
  /** When the onboarding answers were last saved. */
  onboardedAt?: string;
}

/** What a shipping partner's `profile` holds. `onboarded` turns true when onboarding is submitted. */
export interface PartnerProfile {
  name: string;
  logo?: string;
  shippingCompany?: string;
  onboarded: boolean;
  company?: S['ShippingPartnerCompany'];
  bankDetails?: S['BankDetails'];
  certification?: S['Certification'];
  onboardedAt?: string;
}

/** What an admin-session account's `profile` holds: its granted role. */
export interface AdminProfile {
  roleId?: number;
  role?: string;
}

// `UserRow.profile` is a loosely typed bag shared by the roles; these views read it by the row's role.
/** A merchant's profile fields (empty when none were saved). */
export function merchantProfile(user: UserRow): MerchantProfile {
  return (user.profile ?? {}) as MerchantProfile;
}

/** A shipping partner's profile fields. */
export function partnerProfile(user: UserRow): PartnerProfile {
  const profile = (user.profile ?? {}) as Partial<PartnerProfile>;
  return { ...profile, name: profile.name ?? user.firstName, onboarded: profile.onboarded === true };
}

/** An admin-session account's profile fields. */
export function adminProfile(user: UserRow): AdminProfile {
  return (user.profile ?? {}) as AdminProfile;
}

export const isAdminAccount = (user: UserRow): user is UserRow & { accountType: AdminAccountType } =>
  (ADMIN_ACCOUNT_TYPES as readonly string[]).includes(user.accountType);

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * The user with this email (case-insensitive), of any role: emails are unique across all accounts.
 *
 * @example
 * const customer = findUserByEmail(db, 'customer@demo.test');
 */
export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  const wanted = normalize(email);
  return db.table('users').find((u) => normalize(u.email) === wanted);
}

/** Like {@link findUserByEmail}, but throws when there is none (for seeds that rely on an account). */
export function requireUserByEmail(db: Database, email: string): UserRow {
  const user = findUserByEmail(db, email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/** The stored form of an email address. */
export const storedEmail = normalize;

/** The session an account type logs into (super admin, dispatcher and scheduler share the admin session). */
export function roleOfAccount(accountType: SandboxAccountType): UserType {
  const role = sessionTypeForAccount(accountType);
  if (!role) throw new Error(`no session for account type ${accountType}`);
  return role;
}

/** The session an account logs into. */
export function sessionRole(user: UserRow): UserType {
  return roleOfAccount(user.accountType);
}

/** Creates a session for the user (login) and records the login time. */
export function issueSession(db: Database, env: SandboxEnv, user: UserRow): { token: string; user: UserRow } {
  const now = env.now().toISOString();
  const token = env.token('tok');
  db.table('sessions').insert({ token, userId: user.id, role: sessionRole(user), createdAt: now });
  const updated = db.table('users').update(user.id, { lastLogin: now }) ?? user;
  return { token, user: updated };
}

/** Ends every session of a user (password reset, deactivation, deletion). */
export function endSessions(db: Database, userId: number): void {
  const sessions = db.table('sessions');
  for (const session of sessions.where((s) => s.userId === userId)) sessions.delete(session.id);
}

/** A customer or merchant as login and user data show it. */
export function userInfoView(db: Database, user: UserRow): UserInfo {
  const { accountType } = user;
  if (accountType === 'partner') throw new Error('a shipping partner is shown with partnerView');
  const store = user.storeId !== undefined ? db.table('stores').get(user.storeId) : undefined;
  const category = user.accountType === 'merchant' ? merchantProfile(user).category : undefined;
  return strip({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    category,
    role: user.accountType,
    storeId: store?.id,
    storeName: store?.storeName,
    isRegisteredBusiness: store ? store.isRegisteredBusiness === true : undefined,
    image: user.image,
    lastLogin: user.lastLogin,
    accountType,
  });
}

/** An admin-session account as login, user data and the admin lists show it. */
export function adminView(user: UserRow): AdminUser {
  const accountType = isAdminAccount(user) ? user.accountType : 'admin';
  const profile = adminProfile(user);
  const defaults = ACCOUNT_ROLES[accountType];
  return strip({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    accountType,
    role: profile.role ?? defaults.role,
    roleId: profile.roleId ?? defaults.roleId,
    isActive: user.active,
    image: user.image,
    lastLogin: user.lastLogin,
    createdAt: user.createdAt,
  });
}

/** A dispatcher as the dispatcher list shows it. */
export function dispatcherView(user: UserRow): Dispatcher {
  return strip({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    accountType: 'dispatcher' as const,
    isActive: user.active,
  });
}

/** A shipping partner as its login and the partner lists show it. */
export function partnerView(user: UserRow): ShippingPartnerUser {
  const profile = partnerProfile(user);
  return strip({
    id: user.id,
    name: profile.name,
    logo: profile.logo,
    email: user.email,
    shippingCompany: profile.shippingCompany,
    phoneNumber: user.phoneNumber,
    onboarded: profile.onboarded,
  });
}

/** A customer as other screens show them (store followers, order customers). */
export function customerView(user: UserRow): Customer {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.accountType,
  };
}

/** The signed-in user in their session's shape (UserInfo, AdminUser or ShippingPartnerUser). */
export function sessionUserView(db: Database, user: UserRow): UserInfo | AdminUser | ShippingPartnerUser {
  if (isAdminAccount(user)) return adminView(user);
  if (user.accountType === 'partner') return partnerView(user);
  return userInfoView(db, user);
}

/** Which callers see a merchant's private onboarding answers (identity documents, home address, birth date). */
export type MerchantAudience = 'private' | 'public';

/**
 * A merchant's detail with their store (spec section 3). The `public` view, for customers, partners and
 * other merchants, leaves out the identity documents, home address and birth date, and lists only the
 * store's approved products.
 */
export function merchantDetailView(
  db: Database,
  user: UserRow,
  audience: MerchantAudience = 'private',
): MerchantDetail {
  const profile = merchantProfile(user);
  const store = user.storeId !== undefined ? db.table('stores').get(user.storeId) : undefined;
  const storeView: MerchantStore | undefined = store
    ? strip({
        id: store.id,
        storeName: store.storeName,
        storeUrl: store.storeUrl,
        logo: store.logo,
        isRegisteredBusiness: store.isRegisteredBusiness === true,
        merchantId: user.id,
        officeAddress: store.officeAddress,
        products: db
          .table('products')
          .where(
            (p) =>
              p.storeId === store.id &&
              !p.deleted &&
              (audience === 'private' || p.approvalStatus === 'approved'),
          )
          .sort((a, b) => a.id - b.id)
          .map((p) => ({ id: p.id, name: p.name })),
        storeFollowers: store.followers
          .map((id) => db.table('users').get(id))
          .filter((u): u is UserRow => u !== undefined)
          .map(customerView),
        proofOfAddress: audience === 'private' ? profile.storeProofOfAddress : undefined,
      })
    : undefined;
  const personal =
    audience === 'private'
      ? {
          dateOfBirth: profile.dateOfBirth,
          nationality: profile.nationality,
          idDocumentType: profile.idDocumentType,
          idDocumentNumber: profile.idDocumentNumber,
          idDocumentUrl: profile.idDocumentUrl,
          homeAddress: profile.homeAddress ? structuredClone(profile.homeAddress) : undefined,
          useHomeAddress: profile.useHomeAddress,
          proofOfAddress: profile.proofOfAddress,
          pricingPlanId: profile.pricingPlanId,
        }
      : {};
  return strip({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    ...personal,
    staffSize: profile.staffSize,
    category: profile.category,
    role: 'merchant',
    roleId: ACCOUNT_ROLES.merchant.roleId,
    confirm: user.confirmed,
    // The platform verifies a merchant by approving their store (store approval sets firstApproval).
    isVerified: store?.firstApproval === true,
    physicalLocation: profile.physicalLocation,
    pickupLocation: profile.pickupLocation ? structuredClone(profile.pickupLocation) : undefined,
    subCategoryIds: profile.subCategoryIds ? [...profile.subCategoryIds] : undefined,
    store: storeView,
  });
}

/** The object without its undefined fields (the contract's optional fields are absent, not null). */
export function strip<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** A store URL not used by another store: the slug, then `-2`, `-3`, ... */
export function uniqueStoreUrl(db: Database, name: string, exceptStoreId?: number): string {
  const base = slugify(name);
  const taken = (url: string) => db.table('stores').find((s) => s.storeUrl === url && s.id !== exceptStoreId);
  let url = base;
  for (let n = 2; taken(url); n++) url = `${base}-${n}`;
  return url;
}
