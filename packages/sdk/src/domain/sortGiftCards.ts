/** The field of a gift card that the sort reads. */
export interface DatedGiftCard {
  /** ISO date-time string or `Date`. */
  createdAt?: string | Date | null;
}

/**
 * Gift cards sorted by `createdAt` (spec section 9: gift card lists sort by createdAt, descending for the
 * user's own cards, which is the default). Returns a new list; the sort is stable, so cards created at the
 * same moment keep their order, and cards with a missing or unreadable `createdAt` go last in either
 * order.
 *
 * @example
 * const cards = [
 *   { code: 'A', createdAt: '2026-01-05T10:00:00Z' },
 *   { code: 'B', createdAt: '2026-03-01T08:00:00Z' },
 * ];
 * sortGiftCards(cards); // B, then A
 * sortGiftCards(cards, 'asc'); // A, then B
 */
export function sortGiftCards<T extends DatedGiftCard>(
  cards: readonly T[],
  order: 'asc' | 'desc' = 'desc',
): T[] {
  const direction = order === 'asc' ? 1 : -1;
  const timed = cards.map((card) => ({ card, time: timeOf(card.createdAt) }));
  // Array#sort is stable (ES2019), which keeps ties in their original order.
  timed.sort((a, b) => {
    const [aMissing, bMissing] = [Number.isNaN(a.time), Number.isNaN(b.time)];
    if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
    return (a.time - b.time) * direction;
  });
  return timed.map(({ card }) => card);
}

function timeOf(createdAt: DatedGiftCard['createdAt']): number {
  if (createdAt instanceof Date) return createdAt.getTime();
  return typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
}
