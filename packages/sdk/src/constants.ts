/**
 * Business constants of the specification (section 9). Each is exported on its own so that an app
 * imports only what it uses.
 */

/** Page size of the admin product list (spec section 9). */
export const ADMIN_PRODUCT_PAGE_SIZE = 12;

/** First offset of the admin product list. */
export const ADMIN_PRODUCT_START_OFFSET = 0;

/** Merchant onboarding completion starts at this percentage. */
export const ONBOARDING_START_PERCENT = 25;

/** The theme a merchant has active until they choose another. */
export const DEFAULT_ACTIVE_THEME_ID = 45;

/** The purchase type sent when a merchant takes a theme. */
export const THEME_PURCHASE_TYPE = 'free';

/** Default text colour of a theme; the other colour defaults are black and white. */
export const DEFAULT_THEME_TEXT_COLOR = '#f5b042';

/** Key under which the client state (cart, user, the four login slices) is persisted. */
export const PERSIST_KEY = 'root';

/** Restoring persisted state gives up after this many milliseconds and goes on with empty state. */
export const PERSIST_TIMEOUT_MS = 5000;

/** Date format of coupon start and end dates. */
export const COUPON_DATE_FORMAT = 'YYYY-MM-DD';

/** Error-reporting trace sample rate. */
export const ERROR_TRACE_SAMPLE_RATE = 1;

/** The viewport's maximum scale. */
export const VIEWPORT_MAX_SCALE = 1;
