/** A Nigerian state's name compared loosely: case, "State" and the names of the FCT do not matter. */
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

export function isLagos(state: string | undefined | null): boolean {
  return normalizeState(state) === 'lagos';
}
