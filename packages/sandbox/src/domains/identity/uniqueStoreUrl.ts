import type { Database } from '../../db/Database';
import { slugify } from '../../shared/slugify';

/** A store URL not used by another store: the slug, then `-2`, `-3`, ... */
export function uniqueStoreUrl(db: Database, name: string, exceptStoreId?: number): string {
  const base = slugify(name);
  const taken = (url: string) => db.table('stores').find((s) => s.storeUrl === url && s.id !== exceptStoreId);
  let url = base;
  for (let n = 2; taken(url); n++) url = `${base}-${n}`;
  return url;
}
