import type { Middleware } from 'openapi-fetch';
import { serializeQuery } from './serializeQuery';

/** What the middleware is told about the call beside the request. */
export interface MiddlewareCall {
  /** The operation's path in the contract (`/coupon/updatecoupon/{id}`). */
  schemaPath: string;
  params: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  baseUrl: string;
}

/**
 * Sends `request` through the client's middleware with openapi-fetch's semantics (the SDK's public
 * `Middleware` type is openapi-fetch's): each `onRequest` in the order added may replace the request or
 * answer it with a `Response` (the rest and `fetch` are skipped); a failed `fetch` goes to each `onError`
 * from the last added, which may answer a `Response` or replace the error; the response goes to each
 * `onResponse` from the last added, which may replace it. Anything else a hook returns is a usage error.
 *
 * @example
 * const response = await runMiddleware(core.middleware, new Request(url, init), fetch, { schemaPath, params, baseUrl });
 */
export async function runMiddleware(
  middleware: readonly Middleware[],
  first: Request,
  fetch: (request: Request) => Promise<Response>,
  call: MiddlewareCall,
): Promise<Response> {
  const id = Math.random().toString(36).slice(2, 11);
  const options = Object.freeze({
    baseUrl: call.baseUrl,
    fetch,
    parseAs: 'text',
    querySerializer: serializeQuery,
    bodySerializer: JSON.stringify,
    pathSerializer: (path: string) => path,
  });
  const shared = { schemaPath: call.schemaPath, params: call.params, options, id } as never;
  let request = first;
  let response: Response | undefined;
  for (const m of middleware) {
    const result: unknown = await m.onRequest?.({ ...(shared as object), request } as never);
    if (!result) continue;
    if (result instanceof Request) request = result;
    else if (result instanceof Response) {
      response = result;
      break;
    } else throw new Error('onRequest: must return new Request() or Response() when modifying the request');
  }
  if (response) return response;
  const last = [...middleware].reverse();
  try {
    response = await fetch(request);
  } catch (caught) {
    let error: unknown = caught;
    for (const m of last) {
      const result: unknown = await m.onError?.({ ...(shared as object), request, error } as never);
      if (!result) continue;
      if (result instanceof Response) {
        response = result;
        break;
      }
      if (result instanceof Error) error = result;
      else throw new Error('onError: must return new Response() or instance of Error');
    }
    if (!response) throw error;
  }
  for (const m of last) {
    const result: unknown = await m.onResponse?.({ ...(shared as object), request, response } as never);
    if (!result) continue;
    if (!(result instanceof Response))
      throw new Error('onResponse: must return new Response() when modifying the response');
    response = result;
  }
  return response;
}
