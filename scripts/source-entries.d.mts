/** Every `.ts`/`.tsx` file under `dir` (declarations excluded), relative to `base`, sorted. */
export function sourceEntries(dir: string, base?: string): string[];
