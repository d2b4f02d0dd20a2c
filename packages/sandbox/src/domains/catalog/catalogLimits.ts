/** Page size of customer and merchant lists when the client sends no `limit` (the spec does not give one). */
export const DEFAULT_PAGE_SIZE = 20;

/** At most this many products a store may feature. */
export const MAX_FEATURED_PER_STORE = 8;

/** Products per category in the random category products. */
export const RANDOM_PRODUCTS_PER_CATEGORY = 4;

/** Products per store in the top merchants' products, and how many merchants. */
export const TOP_MERCHANT_PRODUCTS = 4;
export const TOP_MERCHANTS = 5;
