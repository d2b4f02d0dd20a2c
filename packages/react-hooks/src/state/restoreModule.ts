// What restoring a stored snapshot needs, in a module of its own that the client store imports on demand
// (loadRestore, which loads the contract's cart line schema, zod, beside it): the checks and the
// migrations. A visitor with nothing stored never downloads them; a returning one right after the page
// starts.
export { migrateClientState } from './migrateClientState';
export { rejectedWrite } from './rejectedWrite';
export { restoreWith } from './restoreClientState';
