import { type FieldError, isMarketplaceError, MarketplaceError } from '../errors/MarketplaceError';
import type { MarketplaceClient } from './createMarketplaceClient';
import type { CallOptions, DataSchema, OperationMeta } from './operationTypes';
import { backoffDelay, isRetryableMethod, isRetryableStatus, parseRetryAfter } from './retryPolicy';

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

const CHECK_NETWORK = 'Check network connection';
const GENERIC_FAILURE = 'Something went wrong';
const UNEXPECTED_ANSWER = 'An Error occured. Please try again later.';
const TIMEOUT = Symbol('timeout');

/**
 * Runs one operation: picks the token for its host, sends it through openapi-fetch with a timeout and
 * the caller's signal, retries where safe, checks the envelope (`success === true`), validates `data`,
 * and turns every failure into a `MarketplaceError` with the spec's message for that operation.
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

async function attemptOnce(
  client: MarketplaceClient,
  op: OperationMeta,
  init: RawInit,
  idempotencyKey: string | undefined,
): Promise<RawResult> {
  const { core } = client;
  const http = core.http(op.host);
  const controller = new AbortController();
  const onAbort = () => controller.abort(init.signal?.reason);
  if (init.signal?.aborted) throw failure(op, init, 'aborted', 'The request was cancelled');
  init.signal?.addEventListener('abort', onAbort, { once: true });
  const timeout = init.timeout ?? core.timeout;
  const timer = timeout > 0 ? setTimeout(() => controller.abort(TIMEOUT), timeout) : undefined;

  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  const token = tokenFor(client, op, init);
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

  let response: Response;
  let body: unknown;
  try {
    const result = await http.request(
      op.method as 'get',
      op.path as never,
      {
        params: { path: init.path, query: init.query },
        body: op.body === 'multipart' ? toFormData(init.body) : init.body,
        ...(op.body === 'multipart' ? { bodySerializer: (body: unknown) => body } : {}),
        headers,
        signal: controller.signal,
        parseAs: 'stream',
      } as never,
    );
    response = result.response;
    // openapi-fetch leaves a successful stream unread and reads an error body itself (parsing it as
    // JSON when it can); either way the body is parsed here, so HTML or truncated JSON is caught.
    const raw: unknown = response.ok ? await response.text() : (result as { error?: unknown }).error;
    body = typeof raw === 'string' ? parseJson(raw) : raw;
  } catch (error) {
    if (controller.signal.reason === TIMEOUT) {
      throw failure(op, init, 'timeout', op.network ?? CHECK_NETWORK, { cause: error });
    }
    if (init.signal?.aborted)
      throw failure(op, init, 'aborted', 'The request was cancelled', { cause: error });
    throw failure(op, init, 'network', op.network ?? CHECK_NETWORK, { cause: error });
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
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
        fieldErrors[0]?.message ?? serverMessage ?? op.fallback ?? GENERIC_FAILURE,
        {
          ...base,
          fieldErrors,
        },
      );
    }
    throw failure(op, init, 'http', serverMessage ?? op.fallback ?? GENERIC_FAILURE, {
      ...base,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    });
  }

  if (!isRecord(body)) {
    throw failure(op, init, 'response', op.fallback ?? UNEXPECTED_ANSWER, { ...base, issuePath: '(body)' });
  }
  // The provider answers { status: true, ... }; the marketplace's hosts { success: true, ... }.
  const ok = op.host === 'provider' ? body.status === true : body.success === true;
  if (!ok) {
    throw failure(op, init, 'envelope', serverMessage ?? op.fallback ?? GENERIC_FAILURE, base);
  }

  const schema = core.validation === 'off' ? undefined : core.schemaFor(op.id);
  if (schema) {
    const issue = validate(schema, body.data);
    if (issue) {
      if (core.validation === 'strict') {
        throw failure(op, init, 'response', op.fallback ?? UNEXPECTED_ANSWER, {
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

function tokenFor(client: MarketplaceClient, op: OperationMeta, init: RawInit): string | undefined {
  const { session, options } = client.core;
  switch (op.host) {
    case 'provider':
      // Never a marketplace token: the provider gets its own key or nothing.
      return options.providerKey;
    case 'shipping':
      return session.getToken('admin');
    case 'themes':
      return session.getToken('merchant');
    default: {
      if (op.roles.length === 1 && op.roles[0] === 'guest') return undefined;
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
    if (typeof e === 'string') return [{ message: e }];
    if (!isRecord(e)) return [];
    // Also the express-validator shape ({ msg, param }).
    const message = typeof e.message === 'string' ? e.message : typeof e.msg === 'string' ? e.msg : undefined;
    if (!message) return [];
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
