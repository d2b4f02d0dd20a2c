import type { StoreTheme } from '@marketplace/react-hooks';
import type { CSSProperties } from 'react';
import { readableColor } from './readableColor';

/** The page background the themed store is drawn on (the theme has no background colour of its own). */
export const THEMED_PAGE_BACKGROUND = '#ffffff';

/** The colours a themed page shows: the theme's, each text colour made readable on what it sits on. */
export function shownThemeColors(theme: StoreTheme): StoreTheme['colors'] {
  const { colors } = theme;
  return {
    ...colors,
    headingsAndLinks: readableColor(colors.headingsAndLinks, THEMED_PAGE_BACKGROUND),
    bodyText: readableColor(colors.bodyText, THEMED_PAGE_BACKGROUND),
    salePrice: readableColor(colors.salePrice, THEMED_PAGE_BACKGROUND),
    primaryLabel: readableColor(colors.primaryLabel, colors.primaryButton),
    fieldText: readableColor(colors.fieldText, colors.fieldBackground),
  };
}

/**
 * The style of a themed store's root: the theme's CSS variables (`--store-*`, from `useStoreTheme`), and
 * the app's own colour variables (`--color-*`, which every component reads) set to the theme's colours,
 * text colours made readable (4.5:1), so product cards, buttons and fields take the merchant's theme.
 *
 * @example
 * <div className="themed-store" style={themedStyle(theme)}>...</div>
 */
export function themedStyle(theme: StoreTheme): CSSProperties {
  const shown = shownThemeColors(theme);
  return {
    ...theme.cssVariables,
    '--color-headings-and-links': shown.headingsAndLinks,
    '--color-body-text': shown.bodyText,
    '--color-sale-price': shown.salePrice,
    '--color-primary-button': shown.primaryButton,
    '--color-primary-label': shown.primaryLabel,
    '--color-field-text': shown.fieldText,
    '--color-field-border': shown.fieldBorder,
    '--color-field-background': shown.fieldBackground,
  } as CSSProperties;
}
