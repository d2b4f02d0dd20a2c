import type { FieldError } from '@marketplace/sdk';

/** What a handler answers: data on success, or a refusal with its HTTP status and message. */
export type Reply<T> =
  | { ok: true; status: number; data: T; message: string }
  | { ok: false; status: number; message: string; errors?: FieldError[] };

/**
 * A success: `{ success: true, message, data }` with HTTP 200 (201 for creates).
 *
 * @example
 * return ok(category, 'Category fetched');
 */
export function ok<T>(data: T, message = 'Successful', status = 200): Reply<T> {
  return { ok: true, status, data, message };
}

/**
 * A business-rule refusal: `{ success: false, message }`, HTTP 400 unless said otherwise.
 *
 * @example
 * return refuse('Coupon has expired');
 */
export function refuse(message: string, status = 400): Reply<never> {
  return { ok: false, status, message };
}

/** HTTP 404 with a message. */
export function notFound(message = 'Not found'): Reply<never> {
  return { ok: false, status: 404, message };
}

/** HTTP 403: the caller's role or account type may not do this. */
export function forbidden(message = 'You are not allowed to perform this action'): Reply<never> {
  return { ok: false, status: 403, message };
}

/** HTTP 401. */
export function unauthorized(message = 'Token is not valid'): Reply<never> {
  return { ok: false, status: 401, message };
}

/** HTTP 422 with the failing fields; the first message is what clients show. */
export function invalid(errors: FieldError[], message = 'Validation failed'): Reply<never> {
  return { ok: false, status: 422, message, errors };
}
