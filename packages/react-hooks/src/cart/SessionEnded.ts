/**
 * A cart call of a customer session that has ended since it was queued: it is dropped, never sent with
 * the next session's token.
 *
 * @example
 * if (customer.ended) throw new SessionEnded();
 */
export class SessionEnded extends Error {
  constructor() {
    super('The customer session ended');
    this.name = 'SessionEnded';
  }
}
