/**
 * A Nigerian state's name compared loosely: lower case, without "State", punctuation or extra spaces, and
 * the FCT's names ("FCT", "Abuja", "FCT Abuja", "Federal Capital Territory") as `fct`. Two states are the
 * same when their normalized names are equal.
 *
 * @example
 * normalizeState('Lagos State'); // 'lagos'
 * normalizeState('Abuja'); // 'fct'
 * normalizeState(undefined); // ''
 */
export function normalizeState(state: string | undefined | null): string {
  const name = (state ?? '')
    .toLowerCase()
    .replace(/\bstate\b/g, '')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (['fct', 'abuja', 'fct abuja', 'abuja fct', 'federal capital territory'].includes(name)) return 'fct';
  return name;
}

/**
 * Whether a state (written loosely, see {@link normalizeState}) is Lagos.
 *
 * @example
 * isLagos('lagos state'); // true
 * isLagos('Ogun'); // false
 */
export function isLagos(state: string | undefined | null): boolean {
  return normalizeState(state) === 'lagos';
}
