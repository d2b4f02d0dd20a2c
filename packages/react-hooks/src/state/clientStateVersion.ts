// Apart from the migrations (migrateClientState), which are a chunk loaded on demand: the store needs
// only this number when it is made.

/** The version of the persisted layout this package writes (see `migrateClientState`). */
export const CLIENT_STATE_VERSION = 2;
