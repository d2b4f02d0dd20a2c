// The source files of a package as build entries, in a fixed (sorted) order. A glob hands them over in
// the order the file system lists them, which differs between two clones of the same commit, and
// esbuild's code splitting follows the entries' order: the same source then built into other shared
// chunks, and the app's first page differed by hundreds of bytes from one clone to the next.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every `.ts`/`.tsx` file under `dir` (declarations excluded), relative to `base`, sorted.
 *
 * @example
 * sourceEntries('src'); // ['src/access/useCan.ts', 'src/cart/CartContext.ts', ...]
 */
export function sourceEntries(dir, base = '.') {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(relative(base, path));
    }
  };
  walk(dir);
  return found.sort();
}
