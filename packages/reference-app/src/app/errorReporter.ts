import { ERROR_TRACE_SAMPLE_RATE } from '@marketplace/sdk';

/** Where the app sends errors (spec section 1: error reporting is configured). */
export interface ErrorReporter {
  /** The share of traces sent (the spec's trace sample rate is 1: all of them). */
  readonly tracesSampleRate: number;
  captureException(error: unknown, context?: Record<string, unknown>): void;
}

/**
 * The default reporter: the browser console, every error (sample rate 1).
 *
 * @example
 * consoleReporter().captureException(new Error('boom'), { route: '/cart' });
 */
export function consoleReporter(): ErrorReporter {
  return {
    tracesSampleRate: ERROR_TRACE_SAMPLE_RATE,
    captureException(error, context) {
      console.error('[app error]', error, context ?? '');
    },
  };
}

/**
 * A reporter that posts errors as JSON to a collector URL (a real service's ingest endpoint), with the
 * console as fallback when the post fails; every trace is sent (sample rate 1).
 *
 * @example
 * const reporter = httpReporter('https://errors.example.com/ingest');
 */
export function httpReporter(url: string, fetchImpl: typeof fetch = (...a) => fetch(...a)): ErrorReporter {
  const fallback = consoleReporter();
  return {
    tracesSampleRate: ERROR_TRACE_SAMPLE_RATE,
    captureException(error, context) {
      const body = JSON.stringify({
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
        context,
        at: new Date().toISOString(),
        page: typeof location === 'undefined' ? undefined : location.pathname,
      });
      fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
      }).catch(() => fallback.captureException(error, context));
    },
  };
}
