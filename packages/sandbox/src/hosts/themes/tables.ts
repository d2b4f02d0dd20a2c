// Tables of the themes host: the theme catalogue, merchants' themes, their customizations and testimonials.
import type { MerchantTheme, ThemeBody, ThemeColors, ThemeHeader, ThemeSocials } from './types';

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

declare module '../../db/Database' {
  interface Tables {
    themeCatalog: ThemeCatalogRow;
    merchantThemes: MerchantThemeRow;
    themeCustomizations: ThemeCustomizationRow;
    themeTestimonials: ThemeTestimonialRow;
  }
}
