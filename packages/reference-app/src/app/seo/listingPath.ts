/**
 * A product list's canonical path: the list's own path, with `?page=` past the first page. Sort and
 * tracking parameters never make another page; filtered (searched within, a price range, brands, ...)
 * lists point to the unfiltered list itself (page 1): the combinations are endless, the products the same.
 *
 * @example
 * listingPath('/category/3', new URLSearchParams('page=2&sort=price-asc&utm_source=x')); // '/category/3?page=2'
 * listingPath('/category/3', new URLSearchParams('page=2&brand=Tecno')); // '/category/3'
 */
export function listingPath(path: string, search: URLSearchParams): string {
  const filtered = ['q', 'min', 'max', 'brand', 'rating', 'off'].some((name) => search.get(name));
  const page = Number(search.get('page'));
  return !filtered && Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path;
}
