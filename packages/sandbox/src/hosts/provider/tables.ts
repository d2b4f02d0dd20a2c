// Tables of the card/bank provider: its banks and the accounts it knows by name.
/** A bank of the card/bank provider's list. */
export interface ProviderBankRow {
  id: number;
  name: string;
  slug: string;
  code: string;
  longcode: string;
  country: string;
  currency: string;
  type: string;
  active: boolean;
}

/** An account the provider knows by name (others resolve to a name derived from their number). */
export interface ProviderAccountRow {
  id: number;
  accountNumber: string;
  bankCode: string;
  accountName: string;
}

declare module '../../db/Database' {
  interface Tables {
    providerBanks: ProviderBankRow;
    providerAccounts: ProviderAccountRow;
  }
}
