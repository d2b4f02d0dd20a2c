import { type FieldError, isMarketplaceError, MarketplaceError } from '../errors/MarketplaceError';
import { AN_ERROR_OCCURED, CHECK_NETWORK_CONNECTION, SOMETHING_WENT_WRONG } from '../failureMessages';
import { type MarketplaceClient, onePathSegmentEach } from './createMarketplaceClient';
import { findUsageProblem, headerProblem } from './findUsageProblem';
import type { CallOptions, DataSchema, OperationMeta } from './operationTypes';
import { backoffDelay, isRetryableMethod, isRetryableStatus, parseRetryAfter } from './retryPolicy';
import { serializeQuery } from './serializeQuery';

/** The generic init every operation hands the engine. */
export interface RawInit extends CallOptions {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** What the engine resolves to; operation functions type it from the contract. */
export interface RawResult {
  data: unknown;
  message: string;
  serverMessage: string;
  status: number;
}

/**
 * Runs one operation: refuses what cannot be sent (kind `usage`), picks the token for its host, sends it
 * (through the middleware added with `client.use`, openapi-fetch's `onRequest`/`onResponse`/`onError`,
 * with their semantics) with a timeout and the caller's signal, retries where safe, checks the envelope
 * (`success === true`), validates `data`, and turns every failure into a `MarketplaceError` with the
 * spec's message for that operation. Every call settles within its timeout per attempt, even when `fetch`
 * ignores its signal. A timed-out request is aborted on the wire when the call has a `signal`; without
 * one, no signal is made for it (that cost every call), and its late answer is read and dropped.
 * Generated operation functions call it; apps call those.
 *
 * @example
 * const { data } = await callOperation(client, getAllCategoriesOperation, {});
 */
export async function callOperation(
  client: MarketplaceClient,
  op: OperationMeta,
  init: RawInit = {},
): Promise<RawResult> {
  const { core } = client;
  // A call that cannot be sent as given is refused here: never sent, never retried.
  const problem = findUsageProblem(op, init);
  if (problem) throw failure(op, init, 'usage', `${op.id}: ${problem}`);
  const idempotencyKey =
    init.idempotencyKey === true ? globalThis.crypto.randomUUID() : (init.idempotencyKey ?? undefined);
  const retries =
    init.retry === false
      ? 0
      : !isRetryableMethod(op.method, idempotencyKey !== undefined)
        ? 0
        : typeof init.retry === 'number'
          ? init.retry
          : core.retry.retries;
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptOnce(client, op, init, idempotencyKey);
    } catch (error) {
      if (!isMarketplaceError(error) || attempt >= retries || !worthRetrying(error)) throw error;
      const wait = backoffDelay(core.retry, attempt, error.retryAfterMs, core.options.random);
      if (wait === undefined) throw error;
      await sleep(wait, init.signal, () => failure(op, init, 'aborted', 'The request was cancelled'));
    }
  }
}

function worthRetrying(error: MarketplaceError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== undefined && isRetryableStatus(error.status);
}

/** Why an attempt ended before an answer came: the call's timer, or the caller's signal. */
const TIMEOUT = Symbol('timeout');
const ABORTED = Symbol('aborted');

async function attemptOnce(
  client: MarketplaceClient,
  op: OperationMeta,
  init: RawInit,
  idempotencyKey: string | undefined,
): Promise<RawResult> {
  const { core } = client;
  if (init.signal?.aborted) throw failure(op, init, 'aborted', 'The request was cancelled');
  // Everything that can fail before the request leaves runs before any timer or listener exists.
  const headers = requestHeaders(client, op, init, idempotencyKey);
  const timeout = init.timeout ?? core.timeout;
  const signal = init.signal;
  // Set once the request is handed to fetch: a failure before that is the caller's (`usage`).
  let sent = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;

  let response: Response;
  let body: unknown;
  try {
    // Only a caller's signal makes an AbortController (fetch then aborts the request on the wire, on the
    // caller's abort or the timeout); its own per attempt, so that what fetch hangs on it never stays on
    // the caller's signal. Without one, the timeout needs no signal (a signal that fetch must follow cost
    // every call about a tenth of a loopback round trip): it settles the attempt, and the late answer, if
    // any, is read and dropped.
    const controller = signal ? new AbortController() : undefined;
    const exchange = send(client, op, init, headers, controller?.signal, () => {
      sent = true;
    });
    const result =
      timeout > 0 || signal
        ? // Settles on timeout or abort even when `fetch` ignores the signal it was given.
          await new Promise<Exchange>((resolve, reject) => {
            if (timeout > 0) {
              timer = setTimeout(() => {
                controller?.abort(TIMEOUT);
                reject(TIMEOUT);
              }, timeout);
            }
            if (signal) {
              onAbort = () => {
                controller?.abort(signal.reason);
                reject(ABORTED);
              };
              signal.addEventListener('abort', onAbort, { once: true });
            }
            exchange.then(resolve, reject);
          })
        : await exchange;
    response = result.response;
    if (result.progressed === undefined && init.onUploadProgress && op.body === 'multipart') {
      // Sent by fetch: no progress on the way, so the whole body counts once the answer is here.
      init.onUploadProgress(1, 1);
    }
    const raw = response.ok ? result.data : result.error;
    body = typeof raw === 'string' ? parseJson(raw) : raw;
  } catch (error) {
    if (error === TIMEOUT) throw failure(op, init, 'timeout', op.network ?? CHECK_NETWORK_CONNECTION);
    if (error === ABORTED || signal?.aborted) {
      throw failure(op, init, 'aborted', 'The request was cancelled', {
        cause: error === ABORTED ? signal?.reason : error,
      });
    }
    if (!sent) {
      // Thrown while the request was being built (a body that cannot be serialised, a middleware's
      // onRequest): nothing left the client, so this is not a network failure and not worth a retry.
      throw failure(op, init, 'usage', `${op.id}: ${(error as Error)?.message ?? String(error)}`, {
        cause: error,
      });
    }
    throw failure(op, init, 'network', op.network ?? CHECK_NETWORK_CONNECTION, {
      cause: error,
    });
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }

  const url = response.url || op.path;
  const serverMessage = messageOf(body);
  const base = { status: response.status, serverMessage, body, url };

  if (!response.ok) {
    if (response.status === 422) {
      const fieldErrors = fieldErrorsOf(body);
      throw failure(
        op,
        init,
        'validation',
        fieldErrors[0]?.message ?? serverMessage ?? op.fallback ?? SOMETHING_WENT_WRONG,
        {
          ...base,
          fieldErrors,
        },
      );
    }
    throw failure(op, init, 'http', serverMessage ?? op.fallback ?? SOMETHING_WENT_WRONG, {
      ...base,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    });
  }

  if (!isRecord(body)) {
    throw failure(op, init, 'response', op.fallback ?? AN_ERROR_OCCURED, {
      ...base,
      issuePath: '(body)',
    });
  }
  // The provider answers { status: true, ... }; the marketplace's hosts { success: true, ... }.
  const ok = op.host === 'provider' ? body.status === true : body.success === true;
  if (!ok) {
    throw failure(op, init, 'envelope', serverMessage ?? op.fallback ?? SOMETHING_WENT_WRONG, base);
  }

  const schema = core.validation === 'off' ? undefined : core.schemaFor(op.id);
  if (schema) {
    const issue = validate(schema, body.data);
    if (issue) {
      if (core.validation === 'strict') {
        throw failure(op, init, 'response', op.fallback ?? AN_ERROR_OCCURED, {
          ...base,
          issuePath: issue.path,
        });
      }
      const report =
        core.options.onValidationIssue ??
        ((i) => console.warn(`[marketplace] ${i.operationId}: ${i.path} ${i.message}`));
      report({ operationId: op.id, path: issue.path, message: issue.message, data: body.data });
    }
  }

  return {
    data: body.data,
    message: op.success ?? serverMessage ?? '',
    serverMessage: serverMessage ?? '',
    status: response.status,
  };
}

/**
 * Sends the attempt and reads the body as text (parsed by the caller, so HTML or truncated JSON is caught
 * as `response`). Without middleware it goes straight to `fetch` (a `Request` is made only for a custom
 * fetch, whose documented type takes one); with middleware, they run around it.
 */
async function send(
  client: MarketplaceClient,
  op: OperationMeta,
  init: RawInit,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
  onSend: () => void,
): Promise<Exchange> {
  const { core } = client;
  const baseUrl = core.baseUrl(op.host);
  const search = serializeQuery(init.query);
  const url = `${onePathSegmentEach(baseUrl + op.path, init.path)}${search ? `?${search}` : ''}`;
  let body: BodyInit | undefined;
  if (init.body !== undefined) {
    if (op.body === 'multipart') body = toFormData(init.body);
    else {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
  }
  const requestInit: RequestInit = { method: op.method.toUpperCase(), headers, body, redirect: 'follow' };
  if (signal) requestInit.signal = signal;
  // A fetch given in the options takes a Request (its documented type); the global one takes both.
  const custom = core.options.fetch;
  const fetchRequest = (request: Request) => {
    onSend();
    return (custom ?? globalThis.fetch)(request);
  };
  // A call's own transport (an upload with progress) sends it instead; it reports the progress itself.
  const transport = custom || core.middleware.length ? undefined : init.transport;
  const send = () => {
    onSend();
    return transport
      ? transport(url, requestInit, init.onUploadProgress)
      : globalThis.fetch(url, requestInit);
  };
  // The middleware runner is a module of its own, loaded by the first call of a client that has some.
  const response = await (core.middleware.length
    ? import('./runMiddleware').then(({ runMiddleware }) =>
        runMiddleware(core.middleware, new Request(url, requestInit), fetchRequest, {
          schemaPath: op.path,
          params: { path: init.path, query: init.query },
          baseUrl,
        }),
      )
    : custom
      ? fetchRequest(new Request(url, requestInit))
      : send());
  const text = await response.text();
  const progressed = transport ? ({ progressed: true } as const) : {};
  return response.ok ? { data: text, response, ...progressed } : { error: text, response, ...progressed };
}

/** What an attempt received: the body as text (`data` when ok, else `error`) and the response. */
interface Exchange {
  data?: unknown;
  error?: unknown;
  response: Response;
  /** Set when the upload's progress was reported on the way (sent by the call's `transport`). */
  progressed?: true;
}

/** The attempt's headers; a token store that throws, or a token HTTP cannot carry, is a `usage` error. */
function requestHeaders(
  client: MarketplaceClient,
  op: OperationMeta,
  init: RawInit,
  idempotencyKey: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // Lower-cased, so that a caller's `Accept` or `Content-Type` replaces the default instead of joining it.
  if (init.headers)
    for (const name in init.headers) headers[name.toLowerCase()] = init.headers[name] as string;
  let token: string | undefined;
  try {
    token = tokenFor(client, op, init);
  } catch (error) {
    throw failure(
      op,
      init,
      'usage',
      `${op.id}: the token store failed: ${(error as Error)?.message ?? error}`,
      {
        cause: error,
      },
    );
  }
  if (token) {
    if (headerProblem('authorization', token)) {
      throw failure(
        op,
        init,
        'usage',
        `${op.id}: the token has a line break or another character a header cannot carry`,
      );
    }
    headers.authorization = `Bearer ${token}`;
  }
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  return headers;
}

function tokenFor(client: MarketplaceClient, op: OperationMeta, init: RawInit): string | undefined {
  const { session, options } = client.core;
  // Never a marketplace token: the provider gets its own key or nothing.
  if (op.host === 'provider') return options.providerKey;
  // A public call carries no token on any host (the themes host's public store theme included).
  if (op.roles.length === 1 && op.roles[0] === 'guest') return undefined;
  switch (op.host) {
    case 'shipping':
      return session.getToken('admin');
    case 'themes':
      return session.getToken('merchant');
    default: {
      const role = init.as ?? client.currentRole();
      return role ? session.getToken(role) : undefined;
    }
  }
}

function validate(schema: DataSchema, data: unknown): { path: string; message: string } | undefined {
  const result = schema.safeParse(data);
  if (result.success) return undefined;
  const issue = result.error?.issues[0];
  if (!issue) return { path: 'data', message: 'does not match the contract' };
  const path = issue.path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`),
    'data',
  );
  const message = issue.expected
    ? `expected ${issue.expected}`
    : issue.code
      ? issue.code.replaceAll('_', ' ')
      : issue.message;
  return { path, message };
}

function failure(
  op: OperationMeta,
  init: RawInit,
  kind: MarketplaceError['kind'],
  message: string,
  extra: {
    status?: number;
    serverMessage?: string;
    body?: unknown;
    url?: string;
    fieldErrors?: FieldError[];
    issuePath?: string;
    retryAfterMs?: number;
    cause?: unknown;
  } = {},
): MarketplaceError {
  return new MarketplaceError({
    kind,
    message,
    operationId: op.id,
    method: op.method.toUpperCase(),
    url: extra.url ?? fillPath(op.path, init.path),
    ...extra,
  });
}

const fillPath = (path: string, params: Record<string, unknown> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? `{${name}}`)));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
}

function fieldErrorsOf(body: unknown): FieldError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((e): FieldError[] => {
    if (typeof e === 'string') return e.trim() === '' ? [] : [{ message: e }];
    if (!isRecord(e)) return [];
    // Also the express-validator shape ({ msg, param }).
    const message = typeof e.message === 'string' ? e.message : typeof e.msg === 'string' ? e.msg : undefined;
    // A blank message says nothing: it counts as none, like a blank server message.
    if (!message || message.trim() === '') return [];
    const field = typeof e.field === 'string' ? e.field : typeof e.param === 'string' ? e.param : undefined;
    return [field === undefined ? { message } : { field, message }];
  });
}

function toFormData(body: unknown): FormData | undefined {
  if (body === undefined || body instanceof FormData) return body as FormData | undefined;
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

function sleep(ms: number, signal: AbortSignal | undefined, aborted: () => Error): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
