import {
  DEFAULT_ACTIVE_THEME_ID,
  DEFAULT_THEME_COLORS,
  type OperationData,
  type ThemeColorName,
} from '@marketplace/sdk';

/** A theme customization as the themes host sends it (`getStoreTheme`, `getThemeCustomization`). */
export type ThemeCustomization = OperationData<'getStoreTheme'>;

/** The ten social networks of a theme, in the order a storefront lists them (spec section 3). */
export type ThemeSocialNetwork =
  | 'twitter'
  | 'facebook'
  | 'pinterest'
  | 'instagram'
  | 'tumblr'
  | 'snapchat'
  | 'youtube'
  | 'whatsapp'
  | 'tiktok'
  | 'vimeo';

/**
 * The CSS custom property of each colour: a theme sets them on its root element, and its styles read
 * them (`color: var(--store-body-text)`).
 *
 * @example
 * STORE_THEME_CSS_VARIABLES.primaryButton; // '--store-primary-button'
 */
export const STORE_THEME_CSS_VARIABLES: Readonly<Record<ThemeColorName, `--store-${string}`>> = {
  headingsAndLinks: '--store-headings-and-links',
  bodyText: '--store-body-text',
  salePrice: '--store-sale-price',
  primaryButton: '--store-primary-button',
  primaryLabel: '--store-primary-label',
  fieldText: '--store-field-text',
  fieldBorder: '--store-field-border',
  fieldBackground: '--store-field-background',
};

/**
 * The ten networks with their names, in order.
 *
 * @example
 * THEME_SOCIAL_NETWORKS.map((s) => s.label); // ['X (Twitter)', 'Facebook', ...]
 */
export const THEME_SOCIAL_NETWORKS: readonly { network: ThemeSocialNetwork; label: string }[] = [
  { network: 'twitter', label: 'X (Twitter)' },
  { network: 'facebook', label: 'Facebook' },
  { network: 'pinterest', label: 'Pinterest' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'tumblr', label: 'Tumblr' },
  { network: 'snapchat', label: 'Snapchat' },
  { network: 'youtube', label: 'YouTube' },
  { network: 'whatsapp', label: 'WhatsApp' },
  { network: 'tiktok', label: 'TikTok' },
  { network: 'vimeo', label: 'Vimeo' },
];

/** One social link a storefront shows. */
export interface StoreThemeSocialLink {
  network: ThemeSocialNetwork;
  /** The network's name ("Instagram"). */
  label: string;
  /** A link that opens: `https://` added when missing, a WhatsApp number as `https://wa.me/<digits>`. */
  href: string;
}

/** One testimonial of a theme. */
export type StoreThemeTestimonial = ThemeCustomization['testimonials'][number];

/** A store's theme with every default filled in: what a storefront renders. */
export interface StoreTheme {
  /** The catalogue theme (45 until the merchant activates another). */
  activeThemeId: number;
  /** The merchant's theme the customization belongs to (absent for the defaults). */
  merchantThemeId: number | undefined;
  header: { logo: string | null; phoneNumber: string | null; email: string | null };
  body: {
    bannerMainText: string;
    bannerSubText: string;
    bannerImage: string | null;
    promoImage: string | null;
  };
  /** The eight colours, each a `#rrggbb` (a missing or malformed one is its default). */
  colors: Record<ThemeColorName, string>;
  /** The colours as CSS custom properties, ready for a `style` prop. */
  cssVariables: Record<`--store-${string}`, string>;
  /** The networks that are set, in the order of {@link THEME_SOCIAL_NETWORKS}. */
  socials: StoreThemeSocialLink[];
  testimonials: StoreThemeTestimonial[];
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The CSS custom properties of a theme's colours, a missing or malformed colour replaced by its default.
 *
 * @example
 * <div style={themeCssVariables({ primaryButton: '#aa3300' })}>...</div>
 * // --store-primary-button: #aa3300; --store-body-text: #f5b042; ...
 */
export function themeCssVariables(
  colors?: Partial<Record<ThemeColorName, string | undefined>>,
): Record<`--store-${string}`, string> {
  const variables: Record<`--store-${string}`, string> = {};
  for (const name of Object.keys(DEFAULT_THEME_COLORS) as ThemeColorName[]) {
    variables[STORE_THEME_CSS_VARIABLES[name]] = colorOf(colors, name);
  }
  return variables;
}

function colorOf(
  colors: Partial<Record<ThemeColorName, string | undefined>> | undefined,
  name: ThemeColorName,
) {
  const value = colors?.[name];
  return typeof value === 'string' && HEX_COLOR.test(value)
    ? value.toLowerCase()
    : DEFAULT_THEME_COLORS[name];
}

/** The profile address of a handle on each network. */
const PROFILE_URL: Record<Exclude<ThemeSocialNetwork, 'whatsapp'>, (handle: string) => string> = {
  twitter: (h) => `https://x.com/${h}`,
  facebook: (h) => `https://facebook.com/${h}`,
  pinterest: (h) => `https://pinterest.com/${h}`,
  instagram: (h) => `https://instagram.com/${h}`,
  tumblr: (h) => `https://tumblr.com/${h}`,
  snapchat: (h) => `https://snapchat.com/add/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  tiktok: (h) => `https://tiktok.com/@${h}`,
  vimeo: (h) => `https://vimeo.com/${h}`,
};

/**
 * A link that opens from what a merchant typed: a full URL as it is, a bare address with `https://`, a
 * handle (`@adaezestyles`, or a name without dots or slashes) as the network's profile address, and a
 * WhatsApp number as a `wa.me` link.
 */
function socialHref(network: ThemeSocialNetwork, value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  if (network === 'whatsapp') {
    return /^\+?[0-9 ()-]+$/.test(value) ? `https://wa.me/${value.replace(/\D/g, '')}` : `https://${value}`;
  }
  if (value.startsWith('@') || !/[./]/.test(value)) {
    return PROFILE_URL[network](encodeURIComponent(value.replace(/^@/, '')));
  }
  return `https://${value}`;
}

const text = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * A store's theme from a customization (or a draft of one), every missing part replaced by the default:
 * theme 45, empty header, the default banner text, the default colours, no socials, no testimonials.
 *
 * @example
 * const theme = storeThemeFrom(customization);
 * <section style={theme.cssVariables}><h2>{theme.body.bannerMainText}</h2></section>
 */
export function storeThemeFrom(
  customization?: Partial<Omit<ThemeCustomization, 'colors'>> & {
    colors?: Partial<Record<ThemeColorName, string | undefined>>;
  },
): StoreTheme {
  const colors = {} as Record<ThemeColorName, string>;
  for (const name of Object.keys(DEFAULT_THEME_COLORS) as ThemeColorName[]) {
    colors[name] = colorOf(customization?.colors, name);
  }
  const socials: StoreThemeSocialLink[] = [];
  for (const { network, label } of THEME_SOCIAL_NETWORKS) {
    const value = text(customization?.socials?.[network])?.trim();
    if (value) socials.push({ network, label, href: socialHref(network, value) });
  }
  const { header, body } = customization ?? {};
  return {
    activeThemeId: customization?.activeThemeId ?? DEFAULT_ACTIVE_THEME_ID,
    merchantThemeId: customization?.merchantThemeId,
    header: { logo: text(header?.logo), phoneNumber: text(header?.phoneNumber), email: text(header?.email) },
    body: {
      bannerMainText: text(body?.bannerMainText) ?? 'Welcome to our store',
      bannerSubText: text(body?.bannerSubText) ?? '',
      bannerImage: text(body?.bannerImage),
      promoImage: text(body?.promoImage),
    },
    colors,
    cssVariables: themeCssVariables(colors),
    socials,
    testimonials: customization?.testimonials ?? [],
  };
}
