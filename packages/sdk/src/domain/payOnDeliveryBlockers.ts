/** What the pay-on-delivery rule reads of an order's line: its store and whether that store accepts it. */
export interface PayOnDeliveryLine {
  storeId?: number;
  storeName?: string;
  /** The product's `payOnDelivery`: whether its store accepts pay on delivery (absent: it does). */
  payOnDelivery?: boolean;
}

/** A store whose lines keep an order from being paid on delivery. */
export interface PayOnDeliveryBlocker {
  storeId?: number;
  storeName: string;
}

/**
 * The stores whose items keep an order from being paid on delivery: each store of a line whose product
 * says `payOnDelivery: false`, once, in the order of the lines (a store without a name is "a seller"). A
 * line without `payOnDelivery` does not block (stores accept it unless their merchant said otherwise).
 * The checkout names them ("Not offered by Naija Gadgets Hub"); the server refuses with the same list.
 *
 * @example
 * payOnDeliveryBlockers([
 *   { storeId: 1, storeName: 'Adaeze Styles', payOnDelivery: true },
 *   { storeId: 4, storeName: 'Ibadan Home & Living', payOnDelivery: false },
 * ]); // [{ storeId: 4, storeName: 'Ibadan Home & Living' }]
 */
export function payOnDeliveryBlockers(lines: readonly PayOnDeliveryLine[]): PayOnDeliveryBlocker[] {
  const blockers: PayOnDeliveryBlocker[] = [];
  for (const line of lines) {
    if (line.payOnDelivery !== false) continue;
    const storeName = line.storeName?.trim() || 'a seller';
    const seen = blockers.some((b) =>
      line.storeId !== undefined ? b.storeId === line.storeId : b.storeName === storeName,
    );
    if (!seen) blockers.push({ ...(line.storeId !== undefined ? { storeId: line.storeId } : {}), storeName });
  }
  return blockers;
}
