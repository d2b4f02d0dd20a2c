// Reference data of the reports domain and the other hosts: Nigeria's states and their main cities, the
// provider's banks, the theme catalogue and names for resolved bank accounts.

/** The 36 states and the FCT, each with its main cities (the capital first). */
export const STATE_CITIES: Readonly<Record<string, readonly string[]>> = {
  Abia: ['Umuahia', 'Aba'],
  Adamawa: ['Yola', 'Mubi'],
  'Akwa Ibom': ['Uyo', 'Eket'],
  Anambra: ['Awka', 'Onitsha', 'Nnewi'],
  Bauchi: ['Bauchi'],
  Bayelsa: ['Yenagoa'],
  Benue: ['Makurdi', 'Gboko'],
  Borno: ['Maiduguri'],
  'Cross River': ['Calabar'],
  Delta: ['Asaba', 'Warri'],
  Ebonyi: ['Abakaliki'],
  Edo: ['Benin City', 'Auchi'],
  Ekiti: ['Ado-Ekiti'],
  Enugu: ['Enugu', 'Nsukka'],
  FCT: ['Abuja', 'Gwagwalada'],
  Gombe: ['Gombe'],
  Imo: ['Owerri', 'Orlu'],
  Jigawa: ['Dutse'],
  Kaduna: ['Kaduna', 'Zaria'],
  Kano: ['Kano'],
  Katsina: ['Katsina'],
  Kebbi: ['Birnin Kebbi'],
  Kogi: ['Lokoja'],
  Kwara: ['Ilorin'],
  Lagos: ['Ikeja', 'Lekki', 'Victoria Island', 'Yaba', 'Surulere', 'Ikorodu', 'Ajah', 'Festac'],
  Nasarawa: ['Lafia', 'Keffi'],
  Niger: ['Minna', 'Bida'],
  Ogun: ['Abeokuta', 'Sango-Ota', 'Ijebu-Ode'],
  Ondo: ['Akure', 'Ondo'],
  Osun: ['Osogbo', 'Ile-Ife'],
  Oyo: ['Ibadan', 'Ogbomoso', 'Oyo'],
  Plateau: ['Jos'],
  Rivers: ['Port Harcourt', 'Bonny'],
  Sokoto: ['Sokoto'],
  Taraba: ['Jalingo'],
  Yobe: ['Damaturu'],
  Zamfara: ['Gusau'],
};

/** The state as the list spells it (`lagos`, `Abuja`, `Federal Capital Territory` -> `FCT`), if known. */
export function canonicalState(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const key = name
    .trim()
    .toLowerCase()
    .replace(/\s+state$/, '');
  if (key === 'abuja' || key === 'federal capital territory' || key === 'fct abuja') return 'FCT';
  return Object.keys(STATE_CITIES).find((state) => state.toLowerCase() === key);
}

/** The card/bank provider's Nigerian banks (codes as the common providers list them). */
export const PROVIDER_BANKS: readonly { name: string; code: string; longcode: string }[] = [
  { name: 'Access Bank', code: '044', longcode: '044150149' },
  { name: 'Citibank Nigeria', code: '023', longcode: '023150005' },
  { name: 'Ecobank Nigeria', code: '050', longcode: '050150010' },
  { name: 'Fidelity Bank', code: '070', longcode: '070150003' },
  { name: 'First Bank of Nigeria', code: '011', longcode: '011151003' },
  { name: 'First City Monument Bank', code: '214', longcode: '214150018' },
  { name: 'Globus Bank', code: '00103', longcode: '103015001' },
  { name: 'Guaranty Trust Bank', code: '058', longcode: '058152036' },
  { name: 'Jaiz Bank', code: '301', longcode: '301080020' },
  { name: 'Keystone Bank', code: '082', longcode: '082150017' },
  { name: 'Kuda Bank', code: '50211', longcode: '50211' },
  { name: 'Moniepoint MFB', code: '50515', longcode: '50515' },
  { name: 'OPay Digital Services', code: '999992', longcode: '999992' },
  { name: 'PalmPay', code: '999991', longcode: '999991' },
  { name: 'Polaris Bank', code: '076', longcode: '076151006' },
  { name: 'Providus Bank', code: '101', longcode: '101' },
  { name: 'Stanbic IBTC Bank', code: '221', longcode: '221159522' },
  { name: 'Standard Chartered Bank', code: '068', longcode: '068150015' },
  { name: 'Sterling Bank', code: '232', longcode: '232150016' },
  { name: 'Union Bank of Nigeria', code: '032', longcode: '032080474' },
  { name: 'United Bank For Africa', code: '033', longcode: '033153513' },
  { name: 'Unity Bank', code: '215', longcode: '215154097' },
  { name: 'Wema Bank', code: '035', longcode: '035150103' },
  { name: 'Zenith Bank', code: '057', longcode: '057150013' },
];

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

/** Names the provider gives accounts it has no record of (picked from the account number). */
export const ACCOUNT_FIRST_NAMES = [
  'ADAEZE',
  'CHINEDU',
  'FOLAKE',
  'IBRAHIM',
  'NGOZI',
  'OLUWASEUN',
  'AISHA',
  'EMEKA',
  'TOLULOPE',
  'YUSUF',
] as const;
export const ACCOUNT_MIDDLE_NAMES = [
  'CHIOMA',
  'ADEBAYO',
  'FATIMA',
  'IFEANYI',
  'BUKOLA',
  'MUSA',
  'NNEKA',
  'OLUMIDE',
  'HAUWA',
  'KELECHI',
] as const;
export const ACCOUNT_LAST_NAMES = [
  'OKONKWO',
  'ADEYEMI',
  'BELLO',
  'NWOSU',
  'OKAFOR',
  'ABUBAKAR',
  'ADEBAYO',
  'EZE',
  'OGUNLEYE',
  'DANJUMA',
] as const;
