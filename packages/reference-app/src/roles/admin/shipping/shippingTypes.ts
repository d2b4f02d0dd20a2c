import type { OperationData } from '@marketplace/sdk';

/** A delivery vehicle of the shipping API, as `getVehicles` answers it. */
export type Vehicle = OperationData<'getVehicles'>[number];
/** A shipping zone, as `getShippingZones` answers it. */
export type ShippingZone = OperationData<'getShippingZones'>[number];
/** One band of the shipping pricing list, as `getShippingPricing` answers it. */
export type ShippingPrice = OperationData<'getShippingPricing'>[number];
/** A shipping discount, as `createShippingDiscount` answers it. */
export type ShippingDiscount = OperationData<'createShippingDiscount'>;

/** The kinds of vehicle the contract knows, in words. */
export const VEHICLE_TYPE_NAMES: Readonly<Record<Vehicle['type'], string>> = {
  bike: 'Motorbike',
  car: 'Car',
  van: 'Van',
  truck: 'Truck',
};

/** A weight band in words: "0 to 5 kg". */
export function weightBand(price: Pick<ShippingPrice, 'minWeight' | 'maxWeight'>): string {
  return `${price.minWeight} to ${price.maxWeight} kg`;
}
