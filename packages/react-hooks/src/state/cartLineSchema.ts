// The contract's cart line schema, in a module of its own: the client store imports it on demand
// (loadCartLineSchema), so zod's code reaches a browser only when there is a saved cart to restore.
export { CartItemSchema as cartLineSchema } from '@marketplace/sdk/schemas';
