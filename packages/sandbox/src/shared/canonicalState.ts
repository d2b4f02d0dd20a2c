// Reference data: Nigeria's states and their main cities (shipping zones and sales by location use them).

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
