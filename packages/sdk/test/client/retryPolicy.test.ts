// Properties of the pure retry rules (fast-check): the back-off stays within its capped exponential
// window, never shrinks from one attempt to the next, and Retry-After is read as seconds or an HTTP date.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  isRetryableMethod,
  isRetryableStatus,
  parseRetryAfter,
  type RetryPolicy,
} from '../../src/client/retryPolicy';

const policyArb: fc.Arbitrary<RetryPolicy> = fc.record({
  retries: fc.integer({ min: 0, max: 10 }),
  baseDelayMs: fc.integer({ min: 0, max: 10_000 }),
  maxDelayMs: fc.integer({ min: 0, max: 120_000 }),
  maxRetryAfterMs: fc.integer({ min: 0, max: 120_000 }),
});
const attemptArb = fc.integer({ min: 0, max: 64 });
/** What Math.random can return: [0, 1). */
const randomArb = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const cap = (p: RetryPolicy, attempt: number) => Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** attempt);

describe('backoffDelay', () => {
  it('is a whole number of ms in [0, min(maxDelay, base·2^attempt)]', () => {
    fc.assert(
      fc.property(policyArb, attemptArb, randomArb, (policy, attempt, r) => {
        const wait = backoffDelay(policy, attempt, undefined, () => r);
        expect(Number.isInteger(wait)).toBe(true);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(cap(policy, attempt));
      }),
    );
  });

  it('never exceeds maxDelayMs, however many attempts (also when base·2^attempt overflows to Infinity)', () => {
    const positiveBase = policyArb.filter((p) => p.baseDelayMs > 0);
    fc.assert(
      fc.property(positiveBase, fc.integer({ min: 0, max: 5000 }), randomArb, (policy, attempt, r) => {
        expect(backoffDelay(policy, attempt, undefined, () => r)).toBeLessThanOrEqual(policy.maxDelayMs);
      }),
    );
  });

  it('is monotone in the attempt for a given random draw (the cap only grows, then stays)', () => {
    fc.assert(
      fc.property(policyArb, attemptArb, attemptArb, randomArb, (policy, a, b, r) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(cap(policy, lo)).toBeLessThanOrEqual(cap(policy, hi));
        expect(backoffDelay(policy, lo, undefined, () => r)).toBeLessThanOrEqual(
          backoffDelay(policy, hi, undefined, () => r) as number,
        );
      }),
    );
  });

  it('takes a Retry-After up to maxRetryAfterMs as is, and gives up (undefined) above it', () => {
    fc.assert(
      fc.property(policyArb, attemptArb, fc.integer({ min: 0, max: 240_000 }), (policy, attempt, after) => {
        const wait = backoffDelay(policy, attempt, after, () => 0.5);
        expect(wait).toBe(after <= policy.maxRetryAfterMs ? after : undefined);
      }),
    );
  });

  it('defaults: 300 ms doubling to 5 s, Retry-After up to 30 s', () => {
    expect(backoffDelay(DEFAULT_RETRY_POLICY, 0, undefined, () => 0.999_999)).toBe(299);
    expect(backoffDelay(DEFAULT_RETRY_POLICY, 10, undefined, () => 0.999_999)).toBe(4999);
    expect(backoffDelay(DEFAULT_RETRY_POLICY, 0, 30_000)).toBe(30_000);
    expect(backoffDelay(DEFAULT_RETRY_POLICY, 0, 30_001)).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds (digits, surrounding spaces allowed) as milliseconds', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.constantFrom('', ' ', '  '), (seconds, pad) => {
        expect(parseRetryAfter(`${pad}${seconds}${pad}`)).toBe(seconds * 1000);
      }),
    );
  });

  it('reads an HTTP date as the time from `now` until then, 0 for a date in the past', () => {
    const now = Date.UTC(2026, 5, 1, 12, 0, 0);
    fc.assert(
      fc.property(fc.integer({ min: -400 * 86_400, max: 400 * 86_400 }), (offsetSeconds) => {
        const at = new Date(now + offsetSeconds * 1000);
        expect(parseRetryAfter(at.toUTCString(), now)).toBe(Math.max(0, offsetSeconds * 1000));
      }),
    );
  });

  it('gives undefined when the header is absent, empty or not a date', () => {
    for (const value of [undefined, null, '', '   ', 'soon', 'in a while', 'NaN']) {
      expect(parseRetryAfter(value)).toBeUndefined();
    }
  });

  // KNOWN BUG (reported, not fixed here: src/ is out of this change's scope). RFC 9110 allows only
  // delay-seconds (digits) or an HTTP date, and the function's doc promises undefined for anything
  // unreadable; but V8's lenient Date.parse reads '-1', '1.5' or '0.5' as dates in 2000/2001, so they
  // come back as 0 (retry at once) instead of undefined (fall back to the jittered back-off).
  it('gives undefined for negative or fractional seconds (not an HTTP date)', () => {
    for (const value of ['-1', '1.5', '0.5']) expect(parseRetryAfter(value)).toBeUndefined();
  });
});

describe('what may be retried', () => {
  it('a method is retryable when it is safe or idempotent, or when it carries an idempotency key', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('get', 'GET', 'head', 'put', 'delete', 'options', 'post', 'POST', 'patch'),
        fc.boolean(),
        (method, keyed) => {
          const safe = ['get', 'head', 'put', 'delete', 'options'].includes(method.toLowerCase());
          expect(isRetryableMethod(method, keyed)).toBe(safe || keyed);
        },
      ),
    );
  });

  it('a status is retryable when it is 408, 429 or 5xx', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (code) => {
        expect(isRetryableStatus(code)).toBe(code === 408 || code === 429 || code >= 500);
      }),
    );
  });
});
