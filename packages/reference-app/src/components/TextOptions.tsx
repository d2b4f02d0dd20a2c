/**
 * A `<select>`'s options whose value is their text (states, cities), after any blank first option.
 *
 * @example
 * <select value={state} onChange={...}><option value="">Choose a state</option><TextOptions values={NIGERIAN_STATES} /></select>
 */
export function TextOptions({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}
