/** Compares rows newest first (`createdAt`), then by id descending: `rows.sort(newestFirst)`. */
export function newestFirst<T extends { id: number; createdAt: string }>(a: T, b: T): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/** Like {@link newestFirst}, by another timestamp (rows without one last). */
export function newestFirstBy<T extends { id: number }>(at: (row: T) => string | undefined) {
  return (a: T, b: T) => (at(b) ?? '').localeCompare(at(a) ?? '') || b.id - a.id;
}
