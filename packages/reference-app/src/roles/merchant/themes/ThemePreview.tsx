import type { StoreTheme } from '@marketplace/react-hooks';
import { formatMoney } from '@marketplace/sdk';
import { ThemedBanner } from '../../../components/themed/ThemedBanner';
import { ThemedSocials } from '../../../components/themed/ThemedSocials';
import { ThemedStoreHeader } from '../../../components/themed/ThemedStoreHeader';
import { ThemedTestimonials } from '../../../components/themed/ThemedTestimonials';
import { themedStyle } from '../../../components/themed/themedStyle';

/** Props of {@link ThemePreview}. */
export interface ThemePreviewProps {
  /** The theme as edited (saved values with the unsaved changes over them). */
  theme: StoreTheme;
  storeName: string;
}

/**
 * The live preview beside the theme editor: the store page's own themed pieces (header, banner,
 * testimonials, socials, with the colours as the store page shows them) and a sample product card and
 * field, drawn from the values being edited. It is a picture of the page, so it is `inert`: nothing in
 * it can be focused or followed.
 *
 * @example
 * <ThemePreview theme={storeThemeFrom(draft)} storeName="Adaeze Styles" />
 */
export function ThemePreview({ theme, storeName }: ThemePreviewProps) {
  return (
    <section className="theme-preview" aria-labelledby="theme-preview-title">
      <h2 id="theme-preview-title">Preview</h2>
      <p className="theme-form__hint">
        Your changes show here as you make them. Save each part to put it on your store page.
      </p>
      <div
        className="theme-preview__frame themed-store"
        style={themedStyle(theme)}
        inert
        data-testid="theme-preview"
      >
        <ThemedStoreHeader storeName={storeName} header={theme.header} headingLevel={3} />
        <ThemedBanner body={theme.body} headingLevel={3} />
        <div className="theme-preview__sample">
          <div className="theme-preview__product">
            <span className="theme-preview__product-image" aria-hidden="true" />
            <p className="theme-preview__product-name">Sample product</p>
            <p>
              <span className="theme-preview__sale">{formatMoney(12500)}</span> <s>{formatMoney(15000)}</s>
            </p>
            <span className="button">Add to cart</span>
          </div>
          <div className="field theme-preview__field">
            <span>Newsletter</span>
            <input type="email" value="you@example.com" readOnly aria-label="Newsletter email (sample)" />
          </div>
        </div>
        {theme.body.promoImage ? (
          <div className="themed-promo">
            <img src={theme.body.promoImage} alt="" />
          </div>
        ) : null}
        <ThemedTestimonials testimonials={theme.testimonials} headingLevel={3} />
        <ThemedSocials storeName={storeName} socials={theme.socials} />
      </div>
    </section>
  );
}
