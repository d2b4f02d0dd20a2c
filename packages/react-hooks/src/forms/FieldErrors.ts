/** Error messages by field path (`name`, `pricing.sellingPrice`, `variant.0.sku`); `body` for the whole. */
export type FieldErrors = Partial<Record<string, string>>;
