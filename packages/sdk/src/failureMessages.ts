// The catalogue's messages (spec section 8) that the client itself gives a failure when neither the
// server nor the operation has one: `messages` lists them with the rest. Kept in their own module, one
// constant each (exported too), so that a call, or a package that needs one of them, carries neither the
// whole catalogue nor the catalogue's property names.

/** A network failure or timeout of an operation without its own network message. */
export const CHECK_NETWORK_CONNECTION = 'Check network connection';

/** An HTTP or envelope failure without a server message or an operation fallback. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** An answer that is not the shape the contract promises, without an operation fallback. */
export const AN_ERROR_OCCURED = 'An Error occured. Please try again later.';
