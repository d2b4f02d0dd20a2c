import { DEFAULT_THEME_TEXT_COLOR } from '../constants';

/** The eight colours of a store theme (spec section 3). */
export type ThemeColorName =
  | 'headingsAndLinks'
  | 'bodyText'
  | 'salePrice'
  | 'primaryButton'
  | 'primaryLabel'
  | 'fieldText'
  | 'fieldBorder'
  | 'fieldBackground';

/**
 * The colours a theme starts with and falls back to (spec section 9): body text `#f5b042`
 * (`DEFAULT_THEME_TEXT_COLOR`), primary button label and field background white, the rest black. A
 * storefront shows them for any colour the merchant has not set; a server gives them to a new
 * customization and to a colour an update leaves out.
 *
 * @example
 * DEFAULT_THEME_COLORS.bodyText; // '#f5b042'
 * DEFAULT_THEME_COLORS.primaryLabel; // '#ffffff'
 */
export const DEFAULT_THEME_COLORS: Readonly<Record<ThemeColorName, string>> = {
  headingsAndLinks: '#000000',
  bodyText: DEFAULT_THEME_TEXT_COLOR,
  salePrice: '#000000',
  primaryButton: '#000000',
  primaryLabel: '#ffffff',
  fieldText: '#000000',
  fieldBorder: '#000000',
  fieldBackground: '#ffffff',
};
