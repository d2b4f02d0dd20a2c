import { describe, expect, it } from 'vitest';
import { returnCompletionWait } from '../../src/index';

describe('returnCompletionWait', () => {
  it('holds a refund return until its refund is approved, never a replacement', () => {
    expect(returnCompletionWait({ refund: true, replace: false })).toMatch(
      /^Waiting for an admin to approve the refund/,
    );
    expect(returnCompletionWait({ refund: true, refundDecision: { decision: 'pending' } })).toMatch(
      /^Waiting/,
    );
    expect(returnCompletionWait({ refund: true, refundDecision: { decision: 'declined' } })).toMatch(
      /^The refund was declined/,
    );
    expect(returnCompletionWait({ refund: true, refundDecision: { decision: 'approved' } })).toBeNull();
    expect(returnCompletionWait({ refund: true, replace: true })).toBeNull();
    expect(returnCompletionWait({ refund: false, replace: true })).toBeNull();
  });
});
