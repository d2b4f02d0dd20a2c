/** How many products "Recently viewed" keeps per device (older ones drop off the end). */
export const RECENTLY_VIEWED_LIMIT = 12;

/**
 * The recently viewed products (ids, most recent first) after viewing product `id`: it moves to the
 * front (never listed twice) and the list keeps at most `limit` (the oldest go). Ids that are not
 * positive whole numbers are ignored, so a bad route never enters the list.
 *
 * @example
 * addRecentlyViewed([7, 3, 9], 9); // [9, 7, 3]
 * addRecentlyViewed([1, 2, 3], 4, 3); // [4, 1, 2]
 */
export function addRecentlyViewed(
  ids: readonly number[],
  id: number,
  limit: number = RECENTLY_VIEWED_LIMIT,
): number[] {
  if (!Number.isSafeInteger(id) || id < 1) return ids.slice(0, limit);
  return [id, ...ids.filter((other) => other !== id)].slice(0, Math.max(0, limit));
}
