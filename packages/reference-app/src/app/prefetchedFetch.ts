/** The answers index.html started early for a landing page's first calls (scripts/landingData.ts), by URL. */
export type LandingData = Record<string, Promise<Response>>;

declare global {
  interface Window {
    __landingData?: LandingData;
  }
}

/** A URL with its query parameters in one order, so that the SDK's order and the page's script's agree. */
function normalized(url: string): string {
  const parsed = new URL(url, 'http://relative.invalid');
  parsed.searchParams.sort();
  return parsed.href;
}

/** How long an early answer may stand in for a request: the first screen's, not a later visit's. */
export const LANDING_DATA_MS = 30_000;

/**
 * The SDK client's fetch: a public GET whose answer index.html already started (the landing page's first
 * calls) takes that answer, once and within {@link LANDING_DATA_MS} of the start; anything else, and a
 * started request that failed, goes to `fetcher`. So the first screen's data arrives while the app's code
 * downloads instead of after it.
 *
 * @example
 * const client = createMarketplaceClient({ hosts, fetch: prefetchedFetch(window.__landingData) });
 */
export function prefetchedFetch(
  started: LandingData | undefined,
  fetcher: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
  now: () => number = Date.now,
): (request: Request) => Promise<Response> {
  const until = now() + LANDING_DATA_MS;
  const waiting = new Map(Object.entries(started ?? {}).map(([url, answer]) => [normalized(url), answer]));
  return (request) => {
    if (waiting.size > 0 && now() > until) waiting.clear();
    if (waiting.size === 0 || request.method !== 'GET' || request.headers.has('authorization'))
      return fetcher(request);
    const key = normalized(request.url);
    const answer = waiting.get(key);
    if (!answer) return fetcher(request);
    waiting.delete(key);
    return answer.catch(() => fetcher(request));
  };
}
