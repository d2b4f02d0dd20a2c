import {
  useActivateMerchantTheme,
  useAllowed,
  useGetActiveMerchantTheme,
  useGetAvailableThemes,
  usePurchaseMerchantTheme,
  useSession,
} from '@marketplace/react-hooks';
import { THEME_PURCHASE_TYPE } from '@marketplace/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Spinner } from '../../../components/Spinner';
import { useConfirm } from '../../../kit/useConfirm';
import { type CatalogTheme, ThemeCard } from './ThemeCard';
import './themes.css';

/**
 * The merchant's storefront themes (`/merchant/themes`, needs `read` on `themes`); activating asks
 * first.
 *
 * @example
 * { path: 'themes', lazy: screen(merchant, 'ThemesScreen') }
 */
/**
 * The active theme (with links to customize it and to the store page) and the catalogue: free themes
 * are taken with `purchaseMerchantTheme` (type 'free'), a theme the merchant has is activated with
 * `activateMerchantTheme` after a confirmation (the store page changes at once). Controls need `update`
 * on `themes`.
 */
export function ThemesScreen() {
  const themes = useGetAvailableThemes();
  const active = useGetActiveMerchantTheme();
  const canUpdate = useAllowed('themes', 'update', 'merchant');
  const purchase = usePurchaseMerchantTheme();
  // The public store page shows the active theme: it changes with the activation.
  const activate = useActivateMerchantTheme({ invalidates: ['getStoreTheme'] });
  const confirm = useConfirm();
  const session = useSession('merchant');
  const storeId = session.user && 'storeId' in session.user ? session.user.storeId : undefined;
  const busy = purchase.isMutating || activate.isMutating;
  // Where the focus goes once a card has changed (the button pressed is gone from it).
  const [focus, setFocus] = useState<{ themeId: number; control: 'activate' | 'customize' }>();

  async function onTake(theme: CatalogTheme) {
    // Free, and it does not change the store page: no question asked. The hook toasts the outcome.
    const taken = await purchase
      .trigger({ body: { themeId: theme.id, type: THEME_PURCHASE_TYPE } })
      .catch(() => undefined);
    if (taken) setFocus({ themeId: theme.id, control: 'activate' });
  }

  async function onActivate(theme: CatalogTheme) {
    const yes = await confirm({
      title: `Activate ${theme.name}?`,
      message: `Your store page switches to ${theme.name} and its customization now. You can switch back at any time.`,
      confirmLabel: 'Activate theme',
    });
    if (!yes) return;
    const done = await activate.trigger({ body: { themeId: theme.id } }).catch(() => undefined);
    if (done) setFocus({ themeId: theme.id, control: 'customize' });
  }

  const activeName = active.data?.theme?.name ?? themes.data?.find((t) => t.isActive)?.name;

  return (
    <div className="themes">
      <section className="themes__active" aria-labelledby="themes-active-title">
        <h2 id="themes-active-title">Your store’s theme</h2>
        {active.status === 'loading' ? <Spinner label="Loading your active theme" /> : null}
        {active.status === 'failed' ? (
          <ErrorState
            message={active.error?.message ?? 'Could not get your active theme.'}
            onRetry={() => void active.mutate()}
          />
        ) : null}
        {active.data ? (
          <>
            <p>
              Your store page shows <strong>{activeName ?? `theme ${active.data.themeId}`}</strong>.
            </p>
            <p className="themes__links">
              <Link className="button" to="customize">
                Customize your theme
              </Link>
              {storeId ? (
                <Link className="button button--secondary" to={`/store/${storeId}`}>
                  View your store page
                </Link>
              ) : null}
            </p>
          </>
        ) : null}
      </section>
      <section aria-labelledby="themes-all-title" aria-busy={themes.status === 'loading' || undefined}>
        <h2 id="themes-all-title">All themes</h2>
        {themes.status === 'loading' ? <Spinner label="Loading the themes" /> : null}
        {themes.status === 'failed' ? (
          <ErrorState
            message={themes.error?.message ?? 'Could not get the themes.'}
            onRetry={() => void themes.mutate()}
          />
        ) : null}
        {themes.data?.length === 0 ? (
          <EmptyState title="No themes yet">
            <p>The theme catalogue is empty. Your store page keeps its current look.</p>
          </EmptyState>
        ) : null}
        {themes.data?.length ? (
          <ul className="themes__grid">
            {themes.data.map((theme) => (
              <li key={theme.id}>
                <ThemeCard
                  theme={theme}
                  canUpdate={canUpdate}
                  busy={busy}
                  onTake={(t) => void onTake(t)}
                  onActivate={(t) => void onActivate(t)}
                  focus={focus?.themeId === theme.id ? focus.control : undefined}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
