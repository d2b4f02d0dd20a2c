import type { Database } from '../../../db/Database';
import { slugify } from '../../../shared/slugify';
import { PROVIDER_BANKS } from './providerBanks';

/** Seed data of the card/bank provider: its banks, and one account it knows by name. */
export function seedProvider(db: Database): void {
  for (const bank of PROVIDER_BANKS) {
    db.table('providerBanks').insert({
      ...bank,
      slug: slugify(bank.name),
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
      active: true,
    });
  }
  const gtb = PROVIDER_BANKS.find((b) => b.name === 'Guaranty Trust Bank');
  if (gtb) {
    db.table('providerAccounts').insert({
      accountNumber: '0123456789',
      bankCode: gtb.code,
      accountName: 'ADAEZE CHIOMA OKONKWO',
    });
  }
}
