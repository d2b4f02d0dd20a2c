import {
  type StoreThemeTestimonial,
  storeThemeFrom,
  type ThemeCustomization,
  useAllowed,
  useGetActiveMerchantTheme,
  useGetAvailableThemes,
  useGetThemeCustomization,
  useSession,
} from '@marketplace/react-hooks';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DetailLoadState } from '../../../workspace/DetailLoadState';
import { ThemeBodyForm, type ThemeBodyValues } from './ThemeBodyForm';
import { ThemeColorsForm, type ThemeColorValues } from './ThemeColorsForm';
import { ThemeHeaderForm, type ThemeHeaderValues } from './ThemeHeaderForm';
import { ThemePreview } from './ThemePreview';
import { ThemeSocialsForm, type ThemeSocialValues } from './ThemeSocialsForm';
import { ThemeTestimonials } from './ThemeTestimonials';
import './themes.css';

/** The `?theme=` of the page: another theme the merchant has, to customize before activating it. */
const THEME_PARAM = 'theme';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** What the editor's forms hold now, saved or not. */
interface Draft {
  header?: ThemeHeaderValues;
  body?: ThemeBodyValues;
  colors?: ThemeColorValues;
  socials?: ThemeSocialValues;
  testimonials?: StoreThemeTestimonial[];
}

/** The customization with the unsaved changes over it; an image not replaced shows the saved one. */
function previewOf(saved: ThemeCustomization, draft: Draft) {
  return storeThemeFrom({
    ...saved,
    header: draft.header ? { ...draft.header, logo: draft.header.logo || saved.header.logo } : saved.header,
    body: draft.body
      ? {
          ...draft.body,
          bannerImage: draft.body.bannerImage || saved.body.bannerImage,
          promoImage: draft.body.promoImage || saved.body.promoImage,
        }
      : saved.body,
    colors: draft.colors ?? saved.colors,
    socials: draft.socials ?? saved.socials,
    testimonials: draft.testimonials ?? saved.testimonials,
  });
}

/**
 * The theme editor (`/merchant/themes/customize`, needs `read` on `themes`; `?theme=<id>` for another
 * theme the merchant has, else the active one): header, banner and promotion, colours, social links and
 * testimonials, each saved on its own, beside a live preview of the store page.
 *
 * @example
 * { path: 'themes/customize', lazy: screen(merchant, 'ThemeCustomizeScreen') }
 */
export function ThemeCustomizeScreen() {
  const [params] = useSearchParams();
  const chosen = positive(params.get(THEME_PARAM));
  const active = useGetActiveMerchantTheme();
  const themeId = chosen ?? active.data?.themeId;
  const customization = useGetThemeCustomization(themeId ? { path: { activeThemeId: themeId } } : null);

  const back = <Link to="/merchant/themes">Back to the themes</Link>;
  if (!themeId) {
    return (
      <DetailLoadState
        query={active}
        loadingLabel="Loading your theme"
        fallbackMessage="Could not get your theme."
        className="theme-editor"
      >
        {back}
      </DetailLoadState>
    );
  }
  if (!customization.data) {
    return (
      <DetailLoadState
        query={customization}
        loadingLabel="Loading the theme’s customization"
        fallbackMessage="Could not get the theme’s customization."
        className="theme-editor"
      >
        {back}
      </DetailLoadState>
    );
  }
  return (
    <ThemeEditor
      key={themeId}
      themeId={themeId}
      isActive={active.data?.themeId === themeId}
      customization={customization.data}
    />
  );
}

const SECTIONS = [
  { id: 'theme-header-title', label: 'Header' },
  { id: 'theme-body-title', label: 'Banner and promotion' },
  { id: 'theme-colors-title', label: 'Colours' },
  { id: 'theme-socials-title', label: 'Social links' },
  { id: 'theme-testimonials-title', label: 'Testimonials' },
  { id: 'theme-preview-title', label: 'Preview' },
];

function ThemeEditor({
  themeId,
  isActive,
  customization,
}: {
  themeId: number;
  isActive: boolean;
  customization: ThemeCustomization;
}) {
  const canUpdate = useAllowed('themes', 'update', 'merchant');
  const themes = useGetAvailableThemes();
  const session = useSession('merchant');
  const user = session.user && 'storeId' in session.user ? session.user : undefined;
  const storeName = user?.storeName || 'Your store';
  const name = themes.data?.find((t) => t.id === themeId)?.name ?? `Theme ${themeId}`;
  const [draft, setDraft] = useState<Draft>({});
  const merchantThemeId = customization.merchantThemeId;
  const theme = useMemo(() => previewOf(customization, draft), [customization, draft]);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  if (!merchantThemeId) {
    return (
      <div className="theme-editor">
        <p role="alert">
          This theme cannot be customized: the themes host did not say which of your themes it is.
        </p>
        <Link to="/merchant/themes">Back to the themes</Link>
      </div>
    );
  }

  return (
    <div className="theme-editor">
      <div className="theme-editor__intro">
        <p>
          Customizing <strong>{name}</strong>
          {isActive
            ? ', the theme your store page shows.'
            : '. Your store page shows it once you activate it.'}
        </p>
        <p className="theme-editor__links">
          <Link to="/merchant/themes">All themes</Link>
          {user?.storeId ? (
            <Link to={`/store/${user.storeId}`} target="_blank" rel="noopener">
              View your store page<span className="visually-hidden"> (opens in a new tab)</span>
            </Link>
          ) : null}
        </p>
        <nav aria-label="Parts of the theme" className="theme-editor__parts">
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="theme-editor__layout">
        <div className="theme-editor__forms">
          <ThemeHeaderForm
            merchantThemeId={merchantThemeId}
            header={customization.header}
            canUpdate={canUpdate}
            onDraft={set('header')}
          />
          <ThemeBodyForm
            merchantThemeId={merchantThemeId}
            body={customization.body}
            canUpdate={canUpdate}
            onDraft={set('body')}
          />
          <ThemeColorsForm
            merchantThemeId={merchantThemeId}
            colors={customization.colors}
            canUpdate={canUpdate}
            onDraft={set('colors')}
          />
          <ThemeSocialsForm
            merchantThemeId={merchantThemeId}
            socials={customization.socials}
            canUpdate={canUpdate}
            onDraft={set('socials')}
          />
          <ThemeTestimonials
            merchantThemeId={merchantThemeId}
            canUpdate={canUpdate}
            onList={set('testimonials')}
          />
        </div>
        {/* On wide screens the preview scrolls on its own (sticky): a named region keys can reach to scroll. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
        <section className="theme-editor__preview" aria-label="Live preview" tabIndex={0}>
          <ThemePreview theme={theme} storeName={storeName} />
        </section>
      </div>
    </div>
  );
}
