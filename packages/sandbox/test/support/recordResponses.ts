// Records every answer a sandbox's MSW server sends (errors included) with the contract operation it
// answers, so a test can check them all against the contract with a validator of its choice.
import { OPERATIONS, type OperationMeta } from '@marketplace/sdk';
import type { SetupServer } from 'msw/node';
import type { SandboxHosts } from '../../src/http/createHandlers';

/** One answer of the sandbox, read after the fact. */
export interface RecordedResponse {
  method: string;
  url: string;
  /** The operation the request was routed to; undefined when no operation of the contract matches. */
  operationId: string | undefined;
  status: number;
  /** The parsed JSON body (undefined for an empty body). */
  body: unknown;
  /** Set when the body could not be read as JSON. */
  unreadable?: string;
}

const templated = (path: string) => (path.match(/\{/g) ?? []).length;
const literalLength = (path: string) => path.replace(/\{\w+\}/g, '').length;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Maps a request (method and URL) to its operation the way the sandbox routes it: the host's base URL
 * plus the operation's path, a templated segment (`{id}`) matching one path segment, the most literal
 * path first (`/products/super-deals` before `/products/{id}`). The query string is ignored.
 */
export function operationMatcher(
  hosts: SandboxHosts,
): (method: string, url: string) => OperationMeta | undefined {
  const routes = [...OPERATIONS]
    .sort((a, b) => templated(a.path) - templated(b.path) || literalLength(b.path) - literalLength(a.path))
    .map((op) => {
      const base = hosts[op.host];
      const pattern = (base + op.path)
        .split(/(\{\w+\})/)
        .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : escapeRegExp(part)))
        .join('');
      return {
        op,
        method: op.method.toUpperCase(),
        absolute: /^https?:/.test(base),
        pattern: new RegExp(`^${pattern}$`),
      };
    });
  return (method, url) => {
    const parsed = new URL(url);
    const upper = method.toUpperCase();
    return routes.find(
      (route) =>
        route.method === upper &&
        route.pattern.test(route.absolute ? parsed.origin + parsed.pathname : parsed.pathname),
    )?.op;
  };
}

/**
 * Listens to the server's `response:mocked` events (every answer a handler gave) and reads each body
 * from a clone. `settle()` waits for the bodies read so far; `stop()` removes the listener.
 *
 * @example
 * const recorder = recordResponses(server, hosts);
 * // ... calls ...
 * for (const r of await recorder.settle()) validate(r.operationId, r.status, r.body);
 */
export function recordResponses(server: Pick<SetupServer, 'events'>, hosts: SandboxHosts) {
  const match = operationMatcher(hosts);
  const reads: Promise<RecordedResponse>[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    const base = {
      method: request.method,
      url: request.url,
      operationId: match(request.method, request.url)?.id,
      status: response.status,
    };
    reads.push(
      response
        .clone()
        .text()
        .then((text): RecordedResponse => {
          try {
            return { ...base, body: text ? JSON.parse(text) : undefined };
          } catch (error) {
            return { ...base, body: text, unreadable: String(error) };
          }
        })
        .catch(
          (error: unknown): RecordedResponse => ({ ...base, body: undefined, unreadable: String(error) }),
        ),
    );
  };
  server.events.on('response:mocked', listener);
  return {
    /** Every answer recorded so far, once its body has been read. */
    async settle(): Promise<RecordedResponse[]> {
      // The events are emitted in a microtask after the answer: let the last ones arrive.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return Promise.all(reads);
    },
    stop() {
      server.events.removeListener('response:mocked', listener);
    },
  };
}
