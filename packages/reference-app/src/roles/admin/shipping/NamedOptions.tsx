/**
 * The options of a select of shipping zones or vehicles: each by its name, valued by its id.
 *
 * @example
 * <select><option value="">Every zone</option><NamedOptions items={zones} /></select>
 */
export function NamedOptions({ items }: { items: readonly { id?: number; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}
