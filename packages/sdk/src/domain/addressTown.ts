/**
 * The town of a delivery address written on one line: its last comma-separated part ("3 Ring Road,
 * Challenge, Ibadan" → "Ibadan"), or nothing when the address has a single part (a street alone says no
 * town). Shown as "to Ibadan, Oyo" beside the address's state.
 *
 * @example
 * addressTown('8 Admiralty Way, Lekki Phase 1'); // 'Lekki Phase 1'
 * addressTown('12 Allen Avenue'); // undefined
 */
export function addressTown(address: string | null | undefined): string | undefined {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 1 ? parts.at(-1) : undefined;
}
