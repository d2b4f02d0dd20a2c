export { AdminAccountForm } from './AdminAccountForm';
export { AdminsScreen } from './AdminsScreen';
export { CarriersScreen } from './CarriersScreen';
export { MerchantStoreDetail, type MerchantStoreDetailProps } from './MerchantStoreDetail';
export { MerchantsScreen } from './MerchantsScreen';
export { PlatformStaffScreen } from './PlatformStaffScreen';
export { RolesScreen } from './RolesScreen';
export { ShippingPartnerForm } from './ShippingPartnerForm';
