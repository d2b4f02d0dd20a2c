/** The fields of an address (spec section 3, customer or shipping address) that the rule reads. */
export interface DefaultableAddress {
  id: string | number;
  default?: boolean | null;
}

/**
 * The address list after `id` became the default (spec section 4): a new list where that address has
 * `default: true` and every other one `default: false`. When the server's answer carries the previous
 * default as it now stands (`previousDefault` of the make-default answer), that record replaces the entry
 * with its id, so its other fields are the server's ("restores the previous default from the response");
 * a `previousDefault` that matches no entry is ignored. Ids compare by their string form.
 *
 * An unknown `id` returns `addresses` itself (same reference): no address is left without its default.
 * Entries whose flag is already right are kept as they are (same objects); the input is never mutated.
 *
 * @example
 * const list = [
 *   { id: 1, default: true, address: '1 Marina' },
 *   { id: 2, default: false, address: '5 Allen Avenue' },
 * ];
 * setDefaultAddress(list, 2);
 * // [{ id: 1, default: false, address: '1 Marina' }, { id: 2, default: true, address: '5 Allen Avenue' }]
 * setDefaultAddress(list, 2, { id: 1, default: false, address: '1 Marina Road' });
 * // [{ id: 1, default: false, address: '1 Marina Road' }, { id: 2, default: true, ... }]
 */
export function setDefaultAddress<T extends DefaultableAddress>(
  addresses: readonly T[],
  id: string | number,
  previousDefault?: T | null,
): T[] {
  const target = String(id);
  if (!addresses.some((address) => String(address.id) === target)) return addresses as T[];
  const previousId = previousDefault ? String(previousDefault.id) : undefined;
  return addresses.map((address) => {
    const current = String(address.id);
    const record = current === previousId ? (previousDefault as T) : address;
    const isDefault = current === target;
    return record.default === isDefault ? record : { ...record, default: isDefault };
  });
}
