import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { strip } from '../../shared/strip';
import { ACCOUNT_ROLES, isAdminAccount } from './accountRoles';
import { accountStatusFields } from './accountStatusFields';
import { adminProfile } from './adminProfile';
import { merchantProfile } from './merchantProfile';
import { onboardingFields } from './onboardingFields';
import { partnerProfile } from './partnerProfile';
import type { AdminUser, ShippingPartnerUser, UserInfo } from './types';

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
    // A store's staff member is shown with their role's name ("Inventory clerk").
    role: typeof user.profile?.role === 'string' ? user.profile.role : user.accountType,
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

/**
 * A shipping partner as its login and the partner lists show it; `own` (its getUserData) adds
 * the onboarding data it last submitted, for it to fix and resend.
 */
export function partnerView(user: UserRow, own = false): ShippingPartnerUser {
  const profile = partnerProfile(user);
  return strip({
    id: user.id,
    name: profile.name,
    logo: profile.logo,
    email: user.email,
    shippingCompany: profile.shippingCompany,
    phoneNumber: user.phoneNumber,
    ...onboardingFields(user),
    ...(own
      ? {
          company: structuredClone(profile.company),
          bankDetails: structuredClone(profile.bankDetails),
          certification: structuredClone(profile.certification),
        }
      : {}),
    ...accountStatusFields(user),
  });
}

/** The signed-in user in their session's shape (UserInfo, AdminUser or ShippingPartnerUser). */
export function sessionUserView(db: Database, user: UserRow): UserInfo | AdminUser | ShippingPartnerUser {
  if (isAdminAccount(user)) return adminView(user);
  if (user.accountType === 'partner') return partnerView(user, true);
  return userInfoView(db, user);
}
