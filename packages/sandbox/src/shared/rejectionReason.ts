import type { FieldError } from '@marketplace/sdk';

/**
 * The trimmed reason of a rejection (rejectProduct, rejectStore, rejectHubApplication), or the field error
 * when it is blank or out of bounds once trimmed (the contract's 3 to 500 characters; its schema counts
 * the spaces too). `reader` names who reads it, in the message.
 *
 * @example
 * const reason = rejectionReason(body.reason, 'merchant');
 * if ('error' in reason) return invalid([reason.error], reason.error.message);
 */
export function rejectionReason(
  raw: string | undefined,
  reader: string,
): { reason: string } | { error: FieldError } {
  const reason = raw?.trim() ?? '';
  if (reason.length >= 3 && reason.length <= 500) return { reason };
  return {
    error: { field: 'reason', message: `Give the reason the ${reader} will read (3 to 500 characters)` },
  };
}
