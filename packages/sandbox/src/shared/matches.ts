/** Case-insensitive "contains" of a search term; an empty or missing term matches everything. */
export function matches(search: unknown, ...values: (string | null | undefined)[]): boolean {
  const term =
    typeof search === 'string'
      ? search.trim().toLowerCase()
      : typeof search === 'number'
        ? String(search)
        : '';
  if (!term) return true;
  return values.some((v) => v?.toLowerCase().includes(term));
}
