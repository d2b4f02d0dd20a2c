/** The themes host's catalogue: ids 45 to 50; 45 is every merchant's default theme. */
export const THEME_CATALOG: readonly { id: number; name: string; description: string; price: number }[] = [
  {
    id: 45,
    name: 'Lagos Classic',
    description: 'A clean storefront with a full-width banner and a promo strip',
    price: 0,
  },
  {
    id: 46,
    name: 'Ankara Bold',
    description: 'Bright sections and large product cards for fashion stores',
    price: 0,
  },
  {
    id: 47,
    name: 'Naija Minimal',
    description: 'White space, big photos and a quiet grid for premium brands',
    price: 0,
  },
  {
    id: 48,
    name: 'Market Square',
    description: 'Dense category rows and deal badges for general stores',
    price: 0,
  },
  {
    id: 49,
    name: 'Harmattan',
    description: 'Warm earth tones and a story section for craft and home stores',
    price: 15000,
  },
  {
    id: 50,
    name: 'Eko Nights',
    description: 'A dark storefront with neon accents for gadgets and gaming',
    price: 0,
  },
];
