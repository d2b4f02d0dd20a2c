// The contract's cart line schema, in a module of its own that loadRestore imports on demand: in an ESM
// bundle this static import keeps only CartItemSchema (and the zod it needs) in that on-demand chunk.
// The CommonJS build, which would require the schemas at once (it hoists the requires of external
// modules), requires them here only when this module is first used (tsup.config.ts).
export { CartItemSchema as cartLineSchema } from '@marketplace/sdk/schemas';
