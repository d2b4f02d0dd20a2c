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
