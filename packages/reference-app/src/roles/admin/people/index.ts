export { CarriersScreen } from './CarriersScreen';
export { MerchantStoreDetail, type MerchantStoreDetailProps } from './MerchantStoreDetail';
export { MerchantsScreen } from './MerchantsScreen';
export { ShippingPartnerForm } from './ShippingPartnerForm';
