/**
 * Uses a coupon has left: `usageLimit − timesUsed`, never below 0, or `null` when the coupon has no limit
 * (`usageLimit` 0 or unset). The sandbox answers `usesLeft` by this rule and refuses a code at 0.
 *
 * @example
 * couponUsesLeft(200, 37); // 163
 * couponUsesLeft(3, 5); // 0
 * couponUsesLeft(0, 12); // null (no limit)
 */
export function couponUsesLeft(usageLimit: number | undefined, timesUsed: number): number | null {
  if (!usageLimit || usageLimit <= 0) return null;
  return Math.max(0, usageLimit - Math.max(0, timesUsed));
}
