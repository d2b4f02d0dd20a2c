'use client';
import type { MarketplaceError } from '@marketplace/sdk';
import { useMemo } from 'react';
import type { LoadStatus } from '../core/loadStatus';
import type { QueryConfig } from '../core/useOperationQuery';
import { useGetStoreTheme } from '../generated/hooks/themeCustomization';
import { type StoreTheme, storeThemeFrom, type ThemeCustomization } from './storeTheme';

/** What {@link useStoreTheme} returns. */
export interface UseStoreThemeResult {
  /**
   * The store's theme with every default filled in: typed values and the colours as CSS variables.
   * While loading, and when the theme cannot be loaded, it is the default theme, so a page can render.
   */
  theme: StoreTheme;
  /** The customization as the server sent it (undefined until it arrives). */
  data: ThemeCustomization | undefined;
  /** `idle` (no store), `loading`, `succeeded` or `failed`. */
  status: LoadStatus;
  /** Why it failed (the spec's wording), when it did. */
  error: MarketplaceError | undefined;
  /** Fetch it again. */
  retry(): void;
}

/**
 * The theme a store's public page shows (`getStoreTheme`, no token needed): the customization of the
 * store's active theme as typed values (header, banner, promo image, socials, testimonials) and its eight
 * colours as CSS custom properties (`--store-primary-button`, ...), each missing part replaced by the
 * default (text `#f5b042`, the rest black and white). Pass `null` to wait for the store id. A merchant's
 * changes to its theme revalidate it.
 *
 * @example
 * function StoreBanner({ storeId }: { storeId: number }) {
 *   const { theme } = useStoreTheme(storeId);
 *   return (
 *     <header style={theme.cssVariables}>
 *       <h1 style={{ color: 'var(--store-headings-and-links)' }}>{theme.body.bannerMainText}</h1>
 *     </header>
 *   );
 * }
 */
export function useStoreTheme(
  storeId: number | null | undefined,
  config?: QueryConfig<'getStoreTheme'>,
): UseStoreThemeResult {
  const query = useGetStoreTheme(storeId ? { path: { storeId } } : null, config);
  const { data, status, error, mutate } = query;
  const theme = useMemo(() => storeThemeFrom(data), [data]);
  return { theme, data, status, error, retry: () => void mutate() };
}
