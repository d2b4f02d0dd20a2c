import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { SandboxPersistence } from './createSandbox';

/**
 * Keeps a sandbox's state in a JSON file (Node only). Each save writes a temporary file beside it and
 * renames it over the old one, so a crash mid-write leaves the previous state, never half a file. A
 * missing file means "no saved state yet"; a corrupt one is reported by `createSandbox`'s `onError` and
 * the seed data used instead (the next change overwrites it).
 *
 * @example
 * const sandbox = createSandbox({ persist: createFilePersistence('./sandbox-state.json') });
 */
export function createFilePersistence(file: string): SandboxPersistence {
  return {
    load() {
      try {
        return readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    save(snapshot) {
      // Unique per process and write, so two sandboxes on one file never share a temporary file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        writeFileSync(temporary, snapshot);
        renameSync(temporary, file);
      } catch (error) {
        rmSync(temporary, { force: true });
        throw error;
      }
    },
    clear() {
      rmSync(file, { force: true });
    },
  };
}
