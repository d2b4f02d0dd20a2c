// The contract's shapes this host sends, as the SDK types the data of each operation (what a client
// reads: readOnly fields plain). Taken from the operations rather than the component schemas so they
// stay the shapes the handlers are checked against.
import type { OperationData } from '@marketplace/sdk';

export type Vehicle = OperationData<'getVehicle'>;
export type ShippingZone = OperationData<'createShippingZone'>;
export type ShippingPrice = OperationData<'getShippingPricing'>[number];
export type ShippingDiscount = OperationData<'createShippingDiscount'>;
