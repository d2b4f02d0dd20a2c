import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What a role's folder (src/roles/<role>/) may import besides its own files and packages: what every role
// shares. Another role's folder is never among them: what two roles share lives in workspace/, kit/ or
// components/. The app's global styles (styles/) are the app's to import, not a role's.
const SHARED = ['app', 'workspace', 'kit', 'components'];

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const roles = join(src, 'roles');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.(tsx?|css)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Every relative module a file names: static and dynamic imports, re-exports, CSS `@import`. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [
    ...text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/import\s*\(?\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/@import\s+['"]([^'"]+)['"]/g),
  ].map((match) => match[1] as string);
  return found.filter((specifier) => specifier.startsWith('.'));
}

/** Where an import lands: `roles/<role>` or the top folder of src/ it is in. */
function area(path: string): string {
  const parts = relative(src, path).split(sep);
  return parts[0] === 'roles' ? `roles/${parts[1]}` : (parts[0] as string);
}

describe('role folders', () => {
  it('import only their own files and the shared folders, never another role', () => {
    const crossings = files(roles).flatMap((file) => {
      const own = area(file);
      return specifiers(file)
        .map((specifier) => area(resolve(dirname(file), specifier)))
        .filter((target) => target !== own && !SHARED.includes(target))
        .map((target) => `${relative(src, file)} imports ${target}`);
    });
    expect(crossings).toEqual([]);
  });
});
