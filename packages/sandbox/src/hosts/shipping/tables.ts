// Tables of the shipping API: vehicles, zones and the places they cover, prices and discounts.
import type { ShippingDiscount, Vehicle } from './types';

/** A delivery vehicle class of the shipping service. */
export interface VehicleRow {
  id: number;
  name: string;
  type: Vehicle['type'];
  maxWeight: number;
  basePrice: number;
  pricePerKm: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A shipping zone: destination states sharing one pricing. A state is in at most one zone. */
export interface ShippingZoneRow {
  id: number;
  name: string;
  description?: string;
  states: string[];
  withinLagos: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A city (or a whole state) the shipping service delivers to, in a zone. */
export interface ShippingLocationRow {
  id: number;
  country: string;
  state: string;
  city?: string;
  zoneId: number;
}

/** One band of the shipping pricing list: zone x vehicle x [minWeight, maxWeight) kg. */
export interface ShippingPriceRow {
  id: number;
  zoneId: number;
  vehicleId: number;
  minWeight: number;
  maxWeight: number;
  price: number;
}

/** A discount on shipping fees. */
export interface ShippingDiscountRow {
  id: number;
  name: string;
  description?: string;
  discountType: ShippingDiscount['discountType'];
  discountValue: number;
  minOrderAmount?: number;
  zoneId: number | null;
  startDate?: string;
  endDate?: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

declare module '../../db/Database' {
  interface Tables {
    vehicles: VehicleRow;
    shippingZones: ShippingZoneRow;
    shippingLocations: ShippingLocationRow;
    shippingPrices: ShippingPriceRow;
    shippingDiscounts: ShippingDiscountRow;
  }
}
