import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { strip } from '../../shared/strip';
import { ACCOUNT_ROLES } from './accountRoles';
import { accountStatusFields } from './accountStatusFields';
import { customerView } from './customerView';
import { merchantProfile } from './merchantProfile';
import type { MerchantDetail, MerchantStore } from './types';

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
    ...(audience === 'private' ? accountStatusFields(user) : {}),
  });
}
