/**
 * What restoring the persisted state dropped, reported to `onError` (phase `restore`): the paths of the
 * values that failed their checks (`cart.items[0].pricing[0].sellingPrice`, ...), or `(root)` for a write
 * from another tab that was ignored as a whole.
 *
 * @example
 * createClientStore({ onError: (error) => { if (isInvalidClientStateError(error)) console.warn(error.paths); } });
 */
export class InvalidClientStateError extends Error {
  readonly paths: readonly string[];
  constructor(paths: readonly string[], message = `Persisted state: dropped ${paths.join(', ')}`) {
    super(message);
    this.name = 'InvalidClientStateError';
    this.paths = paths;
  }
}

/**
 * Whether a value is an {@link InvalidClientStateError}.
 *
 * @example
 * if (isInvalidClientStateError(error)) console.warn(error.paths);
 */
export function isInvalidClientStateError(value: unknown): value is InvalidClientStateError {
  return value instanceof InvalidClientStateError;
}
