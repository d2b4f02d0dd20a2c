import { delayProblem, retriesProblem } from './checkClientOptions';
import type { CallOptions, OperationMeta } from './operationTypes';

/** The parts of a call's init that are checked before it is sent. */
export interface CheckedInit extends CallOptions {
  path?: Record<string, unknown>;
  body?: unknown;
}

// RFC 9110 token characters (a header name) and a field value (no control characters but tab).
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const BAD_HEADER_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
const PATH_PARAM = /\{(\w+)\}/g;

/**
 * Why a call cannot be sent as given, or undefined when it can: a path parameter that is missing, empty,
 * `.` or `..` (which would escape its route once the URL is normalised) or not a string or number; a
 * body on a GET or HEAD; a header name or value that HTTP cannot carry; a per-call `retry` or `timeout`
 * out of range. Never includes a header's value in the reason (it may be a secret).
 *
 * @example
 * findUsageProblem({ id: 'deleteCoupon', host: 'main', method: 'delete', path: '/coupon/{id}', roles: [] }, { path: { id: '..' } });
 * // "path parameter 'id' is '..', which would leave the operation's route"
 */
export function findUsageProblem(op: OperationMeta, init: CheckedInit): string | undefined {
  if (op.path.includes('{')) {
    for (const [, name] of op.path.matchAll(PATH_PARAM)) {
      const problem = pathParamProblem(name as string, init.path?.[name as string]);
      if (problem) return problem;
    }
  }
  if ((op.method === 'get' || op.method === 'head') && init.body !== undefined) {
    return `a ${op.method.toUpperCase()} request cannot carry a body`;
  }
  if (typeof init.retry === 'number') {
    const problem = retriesProblem(init.retry);
    if (problem) return `retry ${problem}`;
  }
  if (init.timeout !== undefined) {
    const problem = delayProblem(init.timeout);
    if (problem) return `timeout ${problem}`;
  }
  if (init.headers) {
    for (const [name, value] of Object.entries(init.headers)) {
      const problem = headerProblem(name, value);
      if (problem) return problem;
    }
  }
  if (typeof init.idempotencyKey === 'string') {
    return headerProblem('idempotency-key', init.idempotencyKey);
  }
  return undefined;
}

/**
 * Why a header cannot be sent, or undefined when it can. The value is never quoted.
 *
 * @example
 * headerProblem('authorization', 'Bearer a\nb'); // "header 'authorization' has a line break or another character a header cannot carry"
 */
export function headerProblem(name: string, value: unknown): string | undefined {
  if (!HEADER_NAME.test(name)) return `${JSON.stringify(name)} is not a valid header name`;
  if (typeof value !== 'string') return `header '${name}' must be a string`;
  if (BAD_HEADER_VALUE.test(value)) {
    return `header '${name}' has a line break or another character a header cannot carry`;
  }
  return undefined;
}

function pathParamProblem(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return `path parameter '${name}' is missing`;
  if (typeof value === 'number') {
    return Number.isFinite(value) ? undefined : `path parameter '${name}' is ${value}`;
  }
  if (typeof value !== 'string') return `path parameter '${name}' must be a string or a number`;
  if (value === '') return `path parameter '${name}' is empty`;
  if (value === '.' || value === '..') {
    return `path parameter '${name}' is '${value}', which would leave the operation's route`;
  }
  return undefined;
}
