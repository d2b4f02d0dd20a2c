/** The parts of a place that {@link placeText} reads (a store location, a hub's address, a pickup point). */
export interface PlaceParts {
  street?: string;
  city?: string;
  LGA?: string;
  state?: string;
  country?: string;
}

/**
 * A place (an address object, never printed as "[object Object]") as one line: street, city (or LGA),
 * state and country, the blank ones left out. A plain string is given back trimmed.
 *
 * @example
 * placeText({ street: '12 Creek Road', city: 'Apapa', state: 'Lagos', country: 'Nigeria' });
 * // '12 Creek Road, Apapa, Lagos, Nigeria'
 */
export function placeText(place: PlaceParts | string | null | undefined): string {
  if (!place) return '';
  if (typeof place === 'string') return place.trim();
  return [place.street, place.city ?? place.LGA, place.state, place.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
