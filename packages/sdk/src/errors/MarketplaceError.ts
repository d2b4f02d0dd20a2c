/**
 * What went wrong, so callers can branch without parsing messages:
 * - `network`: the request never got an answer (offline, DNS, CORS, connection reset);
 * - `timeout`: no answer within the call's timeout;
 * - `aborted`: the caller's `AbortSignal` cancelled it;
 * - `http`: the server answered with an error status (4xx other than 422, or 5xx);
 * - `validation`: HTTP 422, with `fieldErrors`;
 * - `envelope`: HTTP 2xx but `success` was not `true` (spec section 5);
 * - `response`: the body was not what the contract promises (HTML, malformed JSON, wrong shape);
 * - `usage`: the call was refused before anything was sent (a path parameter that is empty, `.` or `..`,
 *   a header or token that cannot be sent, a body on a GET, a token store that throws). Never retried;
 *   the message says what was wrong.
 */
export type MarketplaceErrorKind =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'http'
  | 'validation'
  | 'envelope'
  | 'response'
  | 'usage';

/** One failing field of a 422 answer. */
export interface FieldError {
  field?: string;
  message: string;
}

/** What a `MarketplaceError` is made from. */
export interface MarketplaceErrorInit {
  kind: MarketplaceErrorKind;
  /** The user-facing message, chosen by the spec's rules. */
  message: string;
  operationId: string;
  method: string;
  url: string;
  status?: number;
  serverMessage?: string;
  fieldErrors?: readonly FieldError[];
  /** For `response` errors: where the body departs from the contract (`data.rows[2].id`). */
  issuePath?: string;
  /** Milliseconds the server asked to wait (Retry-After). */
  retryAfterMs?: number;
  body?: unknown;
  cause?: unknown;
}

/**
 * Every failure of an SDK call. `message` is what to show the user (the server's message when there is
 * one, else the operation's fallback from the spec's catalogue, or its network message for network
 * failures); `serverMessage`, `status`, `fieldErrors` and `kind` are there to branch on.
 *
 * @example
 * try {
 *   await loginCustomer(client, { body: { email, password } });
 * } catch (error) {
 *   if (isMarketplaceError(error) && error.kind === 'validation') showFieldErrors(error.fieldErrors);
 *   else if (isMarketplaceError(error)) toast.error(error.message);
 *   else throw error;
 * }
 */
export class MarketplaceError extends Error {
  override readonly name = 'MarketplaceError';
  readonly kind: MarketplaceErrorKind;
  readonly operationId: string;
  readonly method: string;
  readonly url: string;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: readonly FieldError[];
  readonly issuePath: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly body: unknown;
  /** Marks the error across copies of the SDK (where `instanceof` fails); see `isMarketplaceError`. */
  readonly isMarketplaceError = true;

  constructor(init: MarketplaceErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.operationId = init.operationId;
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? [];
    this.issuePath = init.issuePath;
    this.retryAfterMs = init.retryAfterMs;
    this.body = init.body;
  }
}

/**
 * Whether a value is a `MarketplaceError`, also across two copies of the SDK in one bundle (where
 * `instanceof` fails).
 *
 * @example
 * if (isMarketplaceError(error) && error.status === 401) logout('customer');
 */
export function isMarketplaceError(value: unknown): value is MarketplaceError {
  return (
    value instanceof MarketplaceError ||
    (value instanceof Error && (value as Partial<MarketplaceError>).isMarketplaceError === true)
  );
}
