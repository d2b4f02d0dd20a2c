import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Every source module an entry reaches (relative imports followed), with the packages each imports. */
export function moduleGraph(entry: string) {
  const modules = new Map<string, { packages: string[]; client: boolean }>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    const text = readFileSync(file, 'utf8');
    const packages: string[] = [];
    modules.set(file, { packages, client: /^\s*['"]use client['"]/.test(text) });
    for (const match of text.matchAll(/\bfrom\s+'([^']+)'/g)) {
      const specifier = match[1] as string;
      if (!specifier.startsWith('.')) packages.push(specifier);
      else {
        const base = resolve(dirname(file), specifier);
        const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => {
          try {
            readFileSync(f);
            return true;
          } catch {
            return false;
          }
        });
        if (!found) throw new Error(`${file}: cannot resolve ${specifier}`);
        visit(found);
      }
    }
  };
  visit(entry);
  return modules;
}
