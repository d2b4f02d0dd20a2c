/**
 * The pending hub applications after one was approved (spec section 4: "when approval succeeds, the
 * approved application leaves the pending list"): a new list without the application with `approvedId`.
 * Ids compare by their string form. An id not in the list returns `pending` itself (same reference).
 *
 * @example
 * const pending = [{ id: 4, storeName: 'Ada Stores' }, { id: 7, storeName: 'Kola Ventures' }];
 * removeApprovedHubApplication(pending, 4); // [{ id: 7, storeName: 'Kola Ventures' }]
 */
export function removeApprovedHubApplication<T extends { id: string | number }>(
  pending: readonly T[],
  approvedId: string | number,
): T[] {
  const kept = pending.filter((application) => String(application.id) !== String(approvedId));
  return kept.length === pending.length ? (pending as T[]) : kept;
}
