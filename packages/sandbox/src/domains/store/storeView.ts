import type { StoreRow } from '../../db/core';
import type { StoreData } from './types';

/** A store as the store approval and profile calls send it. */
export function storeView(store: StoreRow): StoreData {
  return {
    id: store.id,
    merchantId: store.merchantId,
    hubId: store.hubId ?? null,
    ...(store.logo ? { logo: store.logo } : {}),
    storeName: store.storeName,
    ...(store.storePhoneNumber !== undefined ? { storePhoneNumber: store.storePhoneNumber } : {}),
    ...(store.isPhysicalLocation !== undefined ? { isPhysicalLocation: store.isPhysicalLocation } : {}),
    ...(store.shippingLocation ? { shippingLocation: { ...store.shippingLocation } } : {}),
    acceptsPayOnDelivery: store.acceptsPayOnDelivery !== false,
    firstApproval: store.firstApproval,
    secondApproval: store.secondApproval,
    ...(store.rejectionReason ? { rejectionReason: store.rejectionReason } : {}),
    ...(store.paymentCategory ? { paymentCategory: store.paymentCategory } : {}),
    createdAt: store.createdAt,
    ...(store.updatedAt ? { updatedAt: store.updatedAt } : {}),
  };
}
