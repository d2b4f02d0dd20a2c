// @marketplace/sandbox/node: the sandbox in Node, for tests (MSW's setupServer) and as an HTTP server
// any front end can talk to.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox';
import { isDotSegment, MAX_JSON_BODY_BYTES, type SandboxHosts } from './http/createHandlers';
import { PortInUseError } from './PortInUseError';

export { createFilePersistence } from './createFilePersistence';
export * from './index';
export { PortInUseError } from './PortInUseError';

/** Base URLs the Node test helper answers on by default. */
export const TEST_HOSTS: SandboxHosts = {
  main: 'http://sandbox.test/api/v1',
  shipping: 'http://sandbox.test/shipping',
  themes: 'http://sandbox.test/themes',
  provider: 'http://sandbox.test/provider',
};

/**
 * A fresh sandbox behind MSW in Node: `listen()` before the tests, `close()` after. Unhandled requests
 * are errors, so a test never reaches a real network by accident.
 *
 * @example
 * const { sandbox, server, hosts } = setupSandboxServer({ now: new Date('2026-11-01T09:00:00Z') });
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 * afterAll(() => server.close());
 * const client = createMarketplaceClient({ hosts, session: createMemoryTokenStore() });
 */
export function setupSandboxServer(options: SandboxOptions & { hosts?: Partial<SandboxHosts> } = {}) {
  const hosts = { ...TEST_HOSTS, ...options.hosts };
  const sandbox = createSandbox({
    ...options,
    assetsBase: options.assetsBase ?? 'http://sandbox.test/sandbox-assets',
  });
  const server = setupServer(...sandbox.handlers(hosts));
  return { sandbox, server, hosts };
}

/** Options of {@link startSandboxHttpServer}. */
export interface SandboxHttpServerOptions extends SandboxOptions {
  /** Default 4000; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

/** A running HTTP sandbox. */
export interface SandboxHttpServer {
  sandbox: Sandbox;
  server: Server;
  /** The base URLs of the four hosts on this server. */
  hosts: SandboxHosts;
  origin: string;
  close(): Promise<void>;
}

/** The largest upload (multipart) body the HTTP server reads: 10 MB; JSON bodies stop at 1 MB. */
export const MAX_UPLOAD_BODY_BYTES = 10 * 1024 * 1024;

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, x-sandbox-fault',
  'access-control-max-age': '600',
  // So a browser front end can tell a replayed answer (Idempotency-Key) from a new one.
  'access-control-expose-headers': 'idempotent-replayed',
};

/**
 * Serves the sandbox over HTTP on 127.0.0.1 (all four hosts under their path prefixes: `/api/v1`,
 * `/shipping`, `/themes`, `/provider`, images under `/sandbox-assets`), with CORS for any origin. A fault
 * can be asked for per request with the `x-sandbox-fault` header.
 *
 * Throws a {@link PortInUseError} when the port is taken.
 *
 * @example
 * const { hosts, close } = await startSandboxHttpServer({ port: 4000 });
 * // point any front end at hosts.main (http://127.0.0.1:4000/api/v1)
 */
export async function startSandboxHttpServer(
  options: SandboxHttpServerOptions = {},
): Promise<SandboxHttpServer> {
  const hostname = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(options.port ?? 4000, hostname, { cause: error })
          : error,
      ),
    );
    server.listen(options.port ?? 4000, hostname, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const origin = `http://${hostname}:${port}`;
  const handle = createSandboxRequestHandler({ ...options, origin });
  server.on('request', (req, res) => handle(req, res));
  return {
    sandbox: handle.sandbox,
    server,
    hosts: handle.hosts,
    origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Options of {@link createSandboxRequestHandler}. */
export interface SandboxRequestHandlerOptions extends SandboxOptions {
  /**
   * The origin the handler is reached on (`http://127.0.0.1:4000`): the hosts' base URLs and the images'
   * URLs (absolute, as the contract types them) are made from it.
   */
  origin: string;
}

/**
 * A Node request handler serving one sandbox (see {@link createSandboxRequestHandler}); `next` is called
 * for a request that is none of the sandbox's, so an app server can answer it.
 */
export interface SandboxRequestHandler {
  (req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  /** The sandbox it serves (to reset it, read its outbox, inject faults). */
  readonly sandbox: Sandbox;
  /** The base URLs of the four hosts on `origin`. */
  readonly hosts: SandboxHosts;
}

/** The paths the sandbox answers on an origin: the four hosts, the images and its own `/sandbox/` routes. */
export const SANDBOX_PATH_PREFIXES = [
  '/api/v1',
  '/shipping',
  '/themes',
  '/provider',
  '/sandbox-assets',
  '/sandbox/',
] as const;

const isSandboxPath = (path: string) =>
  SANDBOX_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );

/**
 * A sandbox as a Node request handler (`(req, res, next?)`, the shape of `node:http`, Connect and
 * Express), so an app's own server can serve the sandbox on its origin beside the pages: the four hosts
 * under `/api/v1`, `/shipping`, `/themes` and `/provider`, the images under `/sandbox-assets`, the outbox
 * at `GET /sandbox/emails` and `POST /sandbox/reset` (back to the seed data). CORS for any origin and a
 * fault per request with the `x-sandbox-fault` header, as {@link startSandboxHttpServer}, which uses it.
 * A request for any other path goes to `next` (a 404 envelope without it).
 *
 * @example
 * import express from 'express';
 * const app = express();
 * const sandbox = createSandboxRequestHandler({ origin: 'http://127.0.0.1:3000', appUrl: 'http://127.0.0.1:3000' });
 * app.use(sandbox); // /api/v1/..., /sandbox/emails, ...; the rest goes on to the app's routes
 * app.listen(3000);
 * const client = createMarketplaceClient({ hosts: sandbox.hosts, session: createMemoryTokenStore() });
 */
export function createSandboxRequestHandler(options: SandboxRequestHandlerOptions): SandboxRequestHandler {
  const origin = options.origin.replace(/\/+$/, '');
  const hosts: SandboxHosts = {
    main: `${origin}/api/v1`,
    shipping: `${origin}/shipping`,
    themes: `${origin}/themes`,
    provider: `${origin}/provider`,
  };
  const sandbox = createSandbox({ ...options, assetsBase: `${origin}/sandbox-assets` });
  const handlers = sandbox.handlers(hosts);
  const handle = (req: IncomingMessage, res: ServerResponse, next?: () => void) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (next && !isSandboxPath(path)) {
      next();
      return;
    }
    serve(req, res, origin, sandbox, handlers).catch((error) => {
      console.error('[sandbox] request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Internal server error' }));
    });
  };
  return Object.assign(handle, { sandbox, hosts });
}

async function serve(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  sandbox: Sandbox,
  handlers: ReturnType<Sandbox['handlers']>,
): Promise<void> {
  const cors = { ...CORS_HEADERS, 'access-control-allow-origin': req.headers.origin ?? '*', vary: 'origin' };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  const method = req.method ?? 'GET';
  const reply = (status: number, message: string) => {
    res.writeHead(status, { ...cors, 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify({ success: false, message, status }));
  };
  // `..` and `.` (plain or encoded) would be resolved away by URL parsing and reach another operation:
  // `/products/customer/product/..` must not be the merchant's get-product with id "customer".
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
  if (rawPath.split('/').some(isDotSegment)) {
    reply(400, 'The path cannot contain "." or ".." segments');
    return;
  }
  if (rawPath === '/sandbox/reset') {
    if (method !== 'POST') {
      res.writeHead(405, { ...cors, allow: 'POST', 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Use POST /sandbox/reset', status: 405 }));
      return;
    }
    req.resume();
    sandbox.reset();
    res.writeHead(204, cors);
    res.end();
    return;
  }
  const limit = /multipart\/form-data/i.test(req.headers['content-type'] ?? '')
    ? MAX_UPLOAD_BODY_BYTES
    : MAX_JSON_BODY_BYTES;
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    reply(413, `The request body is larger than ${limit / 1024 / 1024} MB`);
    req.resume();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).byteLength;
    if (size > limit) {
      reply(413, `The request body is larger than ${limit / 1024 / 1024} MB`);
      req.resume();
      return;
    }
    chunks.push(chunk as Buffer);
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  const request = new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || chunks.length === 0 ? undefined : Buffer.concat(chunks),
  });
  const response = await getResponse(handlers, request);
  if (!response) {
    // The hosts' full envelope, as every other refusal.
    res.writeHead(404, { ...cors, 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: `No such route: ${method} ${rawPath}`, status: 404 }));
    return;
  }
  if (response.type === 'error') {
    // An injected network fault: drop the connection, as a broken network would.
    req.socket.destroy();
    return;
  }
  const out: Record<string, string> = { ...cors };
  response.headers.forEach((value, key) => {
    out[key] = value;
  });
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
}
