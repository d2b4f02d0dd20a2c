// Tables of the reports domain and of the three other hosts (shipping API, themes host, card/bank
// provider). Sales and finance reports have no table: they are computed from the shared orders, returns
// and transactions on every call. Only what a report cannot derive is stored (a merchant payment's
// transfer reference, note and payment date).
import type {
  MerchantTheme,
  ShippingDiscount,
  ThemeBody,
  ThemeColors,
  ThemeHeader,
  ThemeSocials,
  Vehicle,
} from './types';

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

/** A theme of the themes host's catalogue. */
export interface ThemeCatalogRow {
  id: number;
  name: string;
  description: string;
  thumbnail: string;
  previewUrl: string;
  /** In naira; 0 for a free theme. */
  price: number;
}

/** A theme a merchant has taken; its id is the `merchantThemeId`. */
export interface MerchantThemeRow {
  id: number;
  merchantId: number;
  themeId: number;
  type: NonNullable<MerchantTheme['type']>;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The customization of one merchant theme; its id is the merchant theme's id. */
export interface ThemeCustomizationRow {
  id: number;
  merchantId: number;
  header: ThemeHeader;
  body: ThemeBody;
  colors: Required<ThemeColors>;
  socials: ThemeSocials;
  /** Counts the images uploaded, so each upload gets a new URL. */
  uploads: number;
  updatedAt: string;
}

/** A testimonial on a merchant's themed storefront. */
export interface ThemeTestimonialRow {
  id: number;
  merchantThemeId: number;
  merchantId: number;
  name: string;
  title?: string;
  message: string;
  image: string | null;
  createdAt: string;
}

/** A bank of the card/bank provider's list. */
export interface ProviderBankRow {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string;
  country: string;
  currency: string;
  type: string;
  active: boolean;
}

/** An account the provider knows by name (others resolve to a name derived from their number). */
export interface ProviderAccountRow {
  id: number;
  accountNumber: string;
  bankCode: string;
  accountName: string;
}

/**
 * What an admin recorded on a merchant payment. The payment itself (amount, status) is derived from its
 * delivered order (`paymentStatus`, `approvePayout`); its id is the order's id.
 */
export interface MerchantPaymentRecordRow {
  id: number;
  reference: string | null;
  note: string | null;
  paidAt: string | null;
  updatedAt: string;
}

declare module '../../db/Database' {
  interface Tables {
    vehicles: VehicleRow;
    shippingZones: ShippingZoneRow;
    shippingLocations: ShippingLocationRow;
    shippingPrices: ShippingPriceRow;
    shippingDiscounts: ShippingDiscountRow;
    themeCatalog: ThemeCatalogRow;
    merchantThemes: MerchantThemeRow;
    themeCustomizations: ThemeCustomizationRow;
    themeTestimonials: ThemeTestimonialRow;
    providerBanks: ProviderBankRow;
    providerAccounts: ProviderAccountRow;
    merchantPaymentRecords: MerchantPaymentRecordRow;
  }
}
