/**
 * A saved snapshot the sandbox could not use (not JSON, another format version, another seed): it is
 * handed to `createSandbox`'s `onError` and the seed data used instead.
 *
 * @example
 * createSandbox({ persist, onError: (e) => e instanceof SandboxSnapshotError && console.warn(e.message) });
 */
export class SandboxSnapshotError extends Error {
  override name = 'SandboxSnapshotError';
}
