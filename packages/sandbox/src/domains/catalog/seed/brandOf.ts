/** The brands of the demo catalogue, as its product names begin with them (Apple's by its products). */
const BRANDS: readonly [prefix: string, brand: string][] = [
  ...[
    'Hisense',
    'LG',
    'Oraimo',
    'JBL',
    'Sony',
    'Felicity',
    'Sumec Firman',
    'Anker',
    'Binatone',
    'Scanfrost',
    'Dudu-Osun',
    'X-Pression',
    'Royal Stallion',
    'Golden Penny',
    'Indomie',
    'Kings',
    'Lipton',
    'Nescafé',
    'Maltina',
    'Eva',
    'Knorr',
    'Tecno',
    'Infinix',
    'Samsung',
    'itel',
    'Modio',
  ].map((brand): [string, string] => [brand, brand]),
  ['iPhone', 'Apple'],
  ['iPad', 'Apple'],
];

/**
 * The brand of a demo product by its name ("Samsung Galaxy A15" → "Samsung", "iPad 10th Generation" →
 * "Apple"); undefined for the unbranded (a hand-made dress, a clay pot).
 *
 * @example
 * brandOf('Oraimo 27000mAh Power Bank'); // 'Oraimo'
 */
export function brandOf(name: string): string | undefined {
  return BRANDS.find(([prefix]) => name === prefix || name.startsWith(`${prefix} `))?.[1];
}
