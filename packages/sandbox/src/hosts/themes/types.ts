// The contract's shapes this host sends, as the SDK types the data of each operation (what a client
// reads: readOnly fields plain). Taken from the operations rather than the component schemas so they
// stay the shapes the handlers are checked against.
import type { OperationData } from '@marketplace/sdk';

export type Theme = OperationData<'getAvailableThemes'>[number];
export type MerchantTheme = OperationData<'getActiveMerchantTheme'>;
export type ThemeHeader = OperationData<'updateThemeHeader'>;
export type ThemeBody = OperationData<'updateThemeBody'>;
export type ThemeColors = OperationData<'updateThemeColors'>;
export type ThemeSocials = OperationData<'updateThemeSocials'>;
export type ThemeTestimonial = OperationData<'createThemeTestimonial'>;
