// Types of useStoreTheme and storeThemeFrom, checked by tsc (`pnpm typecheck`); never run: the theme's
// values are typed with every default filled in (no undefined to handle), the CSS variables fit a style
// prop, and the store id may wait (null).
import type { MarketplaceError, ThemeColorName } from '@marketplace/sdk';
import type { CSSProperties } from 'react';
import { expectTypeOf } from 'vitest';
import {
  type LoadStatus,
  type StoreThemeSocialLink,
  storeThemeFrom,
  themeCssVariables,
  useStoreTheme,
} from '../../src';

export function useStoreThemeTypes(storeId: number | undefined): void {
  const { theme, status, error, retry } = useStoreTheme(storeId ?? null);
  expectTypeOf(status).toEqualTypeOf<LoadStatus>();
  expectTypeOf(error).toEqualTypeOf<MarketplaceError | undefined>();
  expectTypeOf(retry).toEqualTypeOf<() => void>();
  expectTypeOf(theme.colors).toEqualTypeOf<Record<ThemeColorName, string>>();
  expectTypeOf(theme.body.bannerMainText).toEqualTypeOf<string>();
  expectTypeOf(theme.header.logo).toEqualTypeOf<string | null>();
  expectTypeOf(theme.socials).toEqualTypeOf<StoreThemeSocialLink[]>();
  expectTypeOf(theme.cssVariables).toExtend<CSSProperties>();
  // @ts-expect-error: the store id is a number
  useStoreTheme('2');
  // A draft with only some colours is a theme too.
  expectTypeOf(
    storeThemeFrom({ colors: { bodyText: '#000000' } }).colors.primaryButton,
  ).toEqualTypeOf<string>();
  expectTypeOf(themeCssVariables({ salePrice: '#c0ffee' })).toEqualTypeOf<
    Record<`--store-${string}`, string>
  >();
}
