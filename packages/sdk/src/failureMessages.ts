/**
 * The catalogue's messages (spec section 8) that the client itself gives a failure when neither the
 * server nor the operation has one: `messages` lists them with the rest. Kept in their own module so
 * that a call does not carry the whole catalogue.
 */
export const failureMessages = {
  /** A network failure or timeout of an operation without its own network message. */
  checkNetworkConnection: 'Check network connection',
  /** An HTTP or envelope failure without a server message or an operation fallback. */
  somethingWentWrong: 'Something went wrong',
  /** An answer that is not the shape the contract promises, without an operation fallback. */
  anErrorOccured: 'An Error occured. Please try again later.',
} as const;
