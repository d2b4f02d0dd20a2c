import { OPERATIONS, type OperationMeta } from '@marketplace/sdk';
import { operationRequestSchemas } from '@marketplace/sdk/schemas';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type { Database } from '../db/Database';
import type { UserRow } from '../db/identity';
import { paymentPageHandlers } from '../domains/commerce/paymentPage';
import { actingAccount } from '../domains/identity/actingAccount';
import { outbox } from '../domains/identity/outbox';
import { roleRefusal } from '../domains/identity/roleAccess';
import { mediaBytes } from '../domains/media/keepMedia';
import { actorStamp } from '../shared/actorStamp';
import { type Fault, type Faults, parseFaultHeader } from './faults';
import { fieldErrors, type RequestSchema } from './fieldErrors';
import type { HandlerContext, HandlerMap, SandboxEnv } from './HandlerContext';
import type { IdempotencyStore } from './IdempotencyStore';
import { invalid, type Reply, refuse, unauthorized } from './replies';
import { svgImage } from './svgImage';

/** Base URLs the handlers answer on. Relative URLs (`/api/v1`) match the page's own origin. */
export interface SandboxHosts {
  main: string;
  shipping: string;
  themes: string;
  provider: string;
}

/** What the pipeline needs of a sandbox. */
export interface HandlerHost {
  db: Database;
  env: SandboxEnv;
  faults: Faults;
  handlers: HandlerMap;
  assetsBase: string;
  /** The front end the emailed links lead to (the outbox's links). */
  appUrl: string;
  /** The answers of requests sent with an `Idempotency-Key`. */
  idempotency: IdempotencyStore;
  /** Called after a request that changed state (of any method, answered or refused). */
  changed(): void;
  /** Rules that run on the clock (expiring unpaid checkouts), before every request is handled. */
  beforeRequest?(): void;
}

type AnyHandler = (context: HandlerContext<never>) => Reply<unknown> | Promise<Reply<unknown>>;

/** The largest JSON body the sandbox reads: 1 MB (1,048,576 bytes); a larger one gets 413. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** A path segment that would climb out of the operation's path (`.`, `..`, encoded or not). */
export const isDotSegment = (segment: string): boolean => /^(\.|%2e){1,2}$/i.test(segment);

const requestSchemas = operationRequestSchemas as unknown as Record<string, () => RequestSchema>;

/**
 * One MSW handler per operation of the four contracts, plus the bundled images. Every request goes
 * through the same steps: an injected fault, the caller's token and role against the operation's roles
 * (401/403), the JSON body against the contract (422 with every failing field), the domain handler, and
 * the envelope of its host.
 *
 * @example
 * const server = setupServer(...createHandlers(sandbox, hosts));
 */
export function createHandlers(host: HandlerHost, hosts: SandboxHosts): HttpHandler[] {
  // Literal paths before templated ones: `/products/super-deals` must not be taken for `/products/{id}`.
  const ordered = [...OPERATIONS].sort(
    (a, b) => params(a.path) - params(b.path) || b.path.length - a.path.length,
  );
  const handlers = ordered.map((op) =>
    http[op.method](`${hosts[op.host]}${op.path.replace(/\{(\w+)\}/g, ':$1')}`, ({ request, params }) =>
      handle(host, op, request, params as Record<string, string>),
    ),
  );
  handlers.push(
    // The outbox: what a real inbox would hold, so any front end can finish a sign-up or a reset.
    http.get(outboxUrl(hosts.main), ({ request }) => {
      const to = new URL(request.url).searchParams.get('to') ?? undefined;
      const data = outbox(host.db, host.appUrl, to);
      return HttpResponse.json({ success: true, message: 'Emails fetched', status: 200, data });
    }),
    // The card provider's hosted page, where a started payment is approved or declined.
    ...paymentPageHandlers(
      () => host,
      hosts.main,
      () => host.changed(),
    ),
    // Uploaded files (`uploadMedia`), served with the bytes as they were uploaded.
    http.get(`${host.assetsBase}/media/:id/*`, ({ params }) => {
      const row = host.db.table('media').find((m) => m.id === Number(params.id));
      if (!row)
        return new HttpResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
      return new HttpResponse(mediaBytes(row), {
        headers: {
          'content-type': row.contentType,
          'content-length': String(row.size),
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        },
      });
    }),
    http.get(`${host.assetsBase}/images/*`, ({ request }) => {
      const name = decodeURIComponent(new URL(request.url).pathname.split('/images/')[1] ?? '');
      return new HttpResponse(svgImage(name), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      });
    }),
  );
  return handlers;
}

const params = (path: string) => (path.match(/\{/g) ?? []).length;

/**
 * Where the outbox answers: `/sandbox/emails` on the main host's origin (`/sandbox/emails` on the page's
 * own origin when the main host is a path).
 */
export function outboxUrl(main: string): string {
  return URL.canParse(main) ? new URL('/sandbox/emails', main).href : '/sandbox/emails';
}

async function handle(
  host: HandlerHost,
  op: OperationMeta,
  request: Request,
  pathParams: Record<string, string>,
): Promise<Response> {
  const fault = parseFaultHeader(request.headers.get('x-sandbox-fault')) ?? host.faults.take(op.id);
  if (fault) {
    const injected = await applyFault(op, fault);
    if (injected) return injected;
  }

  const revision = host.db.revision;
  host.beforeRequest?.();
  const handler = host.handlers[op.id as keyof HandlerMap] as AnyHandler | undefined;
  if (!handler) return envelope(op, refuse(`${op.id} is not implemented in the sandbox`, 501));

  // An id of `..` must never reach another operation (the HTTP server refuses such paths before this).
  if (Object.values(pathParams).some((value) => isDotSegment(String(value)))) {
    return envelope(op, refuse('A path parameter cannot be "." or ".."', 400));
  }

  const { user, role, token } = authenticate(host.db, request);
  if (op.host !== 'provider' && !op.roles.includes('guest')) {
    // One message for a missing and a bad token, as the contract says (spec section 8, add-to-cart).
    if (!user || !role) return envelope(op, unauthorized('Token is not valid'));
    if (!op.roles.includes(role))
      return envelope(op, refuse('You are not allowed to perform this action', 403));
    // A staff member, or an admin granted a role, may call only what their role allows.
    const refusal = roleRefusal(host.db, op, user);
    if (refusal) return envelope(op, refusal);
  }

  let body: unknown;
  let text = '';
  if (op.body === 'json') {
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength > MAX_JSON_BODY_BYTES) {
      return envelope(op, refuse('The request body is larger than 1 MB', 413));
    }
    text = new TextDecoder().decode(bytes);
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return envelope(op, refuse('The request body is not valid JSON', 400));
    }
    const schema = requestSchemas[op.id]?.();
    if (schema) {
      const result = schema.safeParse(body ?? {});
      if (!result.success)
        return envelope(op, invalid(fieldErrors(schema, body ?? {}, result.error?.issues ?? [])));
    }
  } else if (op.body === 'multipart') {
    const form = await request.formData().catch(() => undefined);
    body = form ? Object.fromEntries(form.entries()) : {};
  }

  const url = new URL(request.url);
  // Idempotency-Key, as payment APIs honour it: per caller, the same key and request get the stored
  // answer (applied once), the same key with another request a 422.
  const key = op.method === 'get' || op.body === 'multipart' ? null : request.headers.get('idempotency-key');
  const scope = key ? `${token || 'guest'} ${key}` : '';
  if (key) {
    const seen = host.idempotency.begin(scope, `${op.id} ${url.pathname}${url.search} ${text}`);
    if (seen.kind === 'replay') {
      return new HttpResponse(seen.answer.body, {
        status: seen.answer.status,
        headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
      });
    }
    if (seen.kind === 'mismatch') {
      const message = 'This Idempotency-Key was already used with another request';
      return envelope(op, invalid([{ field: 'Idempotency-Key', message }], message));
    }
    if (seen.kind === 'in-progress') {
      return envelope(op, refuse('A request with this Idempotency-Key is still being processed', 409));
    }
  }

  const context = {
    db: host.db,
    env: host.env,
    path: coerce(pathParams),
    query: coerce(Object.fromEntries(url.searchParams)),
    body: body ?? {},
    user: actingAccount(host.db, op.id, user),
    actor: user,
    role,
    request,
  } as unknown as HandlerContext<never>;
  let reply: Reply<unknown>;
  // Whatever the handler writes is signed by the caller. Handlers are synchronous, so no other request
  // runs between setting and clearing it.
  host.db.actor = user ? actorStamp(user) : undefined;
  try {
    reply = await handler(context);
  } catch (error) {
    console.error(`[sandbox] ${op.id} failed:`, error);
    reply = refuse('Internal server error', 500);
  } finally {
    host.db.actor = undefined;
  }
  // Saved whenever the state moved, whatever the method: opening a confirmation link is a GET that writes.
  if (host.db.revision !== revision) host.changed();
  const response = envelope(op, reply);
  if (key) {
    // A server error is not an answer to keep: the retry may run again.
    if (reply.status >= 500) host.idempotency.abandon(scope);
    else host.idempotency.finish(scope, { status: reply.status, body: await response.clone().text() });
  }
  return response;
}

async function applyFault(op: OperationMeta, fault: Fault): Promise<Response | undefined> {
  if (fault.latencyMs) await delay(fault.latencyMs);
  if (fault.network) return HttpResponse.error();
  if (fault.malformed) {
    return new HttpResponse('{"success": true, "data": [', {
      headers: { 'content-type': 'application/json' },
    });
  }
  if (fault.status) return envelope(op, refuse(fault.message ?? 'Injected failure', fault.status));
  if (fault.successFalse) return envelope(op, refuse(fault.message ?? 'Injected refusal', 200));
  return undefined;
}

function authenticate(
  db: Database,
  request: Request,
): { user?: UserRow; role?: UserRow['role']; token: string } {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) return { token };
  const session = db.table('sessions').find((s) => s.token === token);
  const user = session ? db.table('users').get(session.userId) : undefined;
  if (!session || !user?.active) return { token };
  return { user, role: session.role, token };
}

/** The body of an answer in its host's envelope (the provider's is `{ status, message, data }`). */
function envelope(op: OperationMeta, reply: Reply<unknown>): Response {
  const flag = op.host === 'provider' ? 'status' : 'success';
  if (reply.ok) {
    const body =
      op.host === 'provider'
        ? { status: true, message: reply.message, data: reply.data }
        : { success: true, message: reply.message, status: reply.status, data: reply.data };
    return HttpResponse.json(body, { status: reply.status });
  }
  const body: Record<string, unknown> = { [flag]: false, message: reply.message };
  if (op.host !== 'provider') body.status = reply.status;
  if (reply.errors) body.errors = reply.errors;
  return HttpResponse.json(body, { status: reply.status });
}

const INTEGER = /^(0|-?[1-9]\d{0,14})$/;

/** Path and query values as the contract types them: integers and booleans parsed, the rest strings. */
function coerce(values: Record<string, string | readonly string[] | undefined>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined) continue;
    out[key] = INTEGER.test(value as string)
      ? Number(value)
      : value === 'true'
        ? true
        : value === 'false'
          ? false
          : value;
  }
  return out;
}
