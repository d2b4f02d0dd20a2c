// What other domains may use of the identity domain. Look users up by email, never by id.
export { type EmailKind, type EmailRow, lastEmail, type OutboxEmail, outbox } from './outbox';
export { ACCOUNT_PERMISSIONS, PERMISSION_RESOURCES, permissionsFor } from './permissions';
export {
  ACCOUNT_ROLES,
  ADMIN_ACCOUNT_TYPES,
  type AdminProfile,
  adminView,
  customerView,
  findUserByEmail,
  isAdminAccount,
  type MerchantDetail,
  type MerchantProfile,
  merchantDetailView,
  merchantProfile,
  type PartnerProfile,
  partnerProfile,
  partnerView,
  requireUserByEmail,
  userInfoView,
} from './users';
