/** Parameters that are not part of a view: the page, and the row open under the list. */
const NOT_A_FILTER = ['page', 'order', 'return', 'product'];

/**
 * A list's URL query as a saved view keeps it: without the page and the row open under the list, its
 * parameters in a stable order (so the same filters are the same view).
 *
 * @example
 * viewSearch('?page=3&f.status=pending&order=12'); // 'f.status=pending'
 */
export function viewSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of NOT_A_FILTER) params.delete(name);
  params.sort();
  return params.toString();
}
