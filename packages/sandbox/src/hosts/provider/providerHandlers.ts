// The card/bank provider: its bank list and account name resolution, in the provider's own envelope
// (`{ status, message, data }`; the pipeline wraps refusals as `{ status: false, message }`). No
// marketplace token is involved; a provider key is optional, but one that is sent must look like one.
import type { Database } from '../../db/Database';
import { defineHandlers } from '../../http/HandlerContext';
import { ok, type Reply, refuse } from '../../http/replies';
import { ACCOUNT_FIRST_NAMES, ACCOUNT_LAST_NAMES, ACCOUNT_MIDDLE_NAMES } from './accountNames';
import type { ProviderBankRow } from './tables';

/** A provider key as the common providers issue them (`pk_test_...`, `sk_live_...`). */
const PROVIDER_KEY = /^(pk|sk)_(test|live)_[A-Za-z0-9]+$/;

const UNRESOLVABLE = 'Could not resolve account name. Check parameters or try again.';

/** Refuses a request whose bearer key is not a provider key (no key at all is accepted). */
function checkKey(request: Request): Reply<never> | undefined {
  const header = request.headers.get('authorization');
  if (!header) return undefined;
  const key = header.replace(/^Bearer\s+/i, '').trim();
  return PROVIDER_KEY.test(key) ? undefined : refuse('Invalid key', 401);
}

const bankView = ({ ...bank }: ProviderBankRow) => bank;

/**
 * The name on record for an account anywhere in the sandbox's state: the provider's own accounts, then
 * any stored bank details (a merchant's bank account, a partner's onboarding bank details) that carry
 * the account number and its name.
 */
function recordedName(db: Database, accountNumber: string, bank: ProviderBankRow): string | undefined {
  const own = db
    .table('providerAccounts')
    .find((a) => a.accountNumber === accountNumber && a.bankCode === bank.code);
  if (own) return own.accountName;
  const matches = (value: Record<string, unknown>) =>
    String(value.accountNumber ?? '') === accountNumber &&
    typeof value.accountName === 'string' &&
    value.accountName.trim() !== '' &&
    (value.bankCode === undefined || String(value.bankCode) === bank.code);
  const search = (value: unknown, depth: number): string | undefined => {
    if (depth > 3 || typeof value !== 'object' || value === null) return undefined;
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = search(item, depth + 1);
        if (found) return found;
      }
      return undefined;
    }
    const record = value as Record<string, unknown>;
    if (matches(record)) return String(record.accountName).toUpperCase();
    for (const nested of Object.values(record)) {
      const found = search(nested, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  for (const [name, table] of Object.entries(db.toJSON())) {
    if (name === 'providerAccounts') continue;
    for (const row of table.rows) {
      const found = search(row, 0);
      if (found) return found;
    }
  }
  return undefined;
}

/** A name for an account the sandbox has no record of, the same every time for the same number. */
function derivedName(accountNumber: string): string {
  const digit = (i: number) => Number(accountNumber.charAt(i));
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
  return [
    pick(ACCOUNT_FIRST_NAMES, digit(9) + digit(3)),
    pick(ACCOUNT_MIDDLE_NAMES, digit(7) + digit(1)),
    pick(ACCOUNT_LAST_NAMES, digit(8) + digit(4) + digit(0)),
  ].join(' ');
}

/** Handlers of the card/bank provider. */
export const providerHandlers = defineHandlers({
  getProviderBanks: ({ db, query, request }) => {
    const refused = checkKey(request);
    if (refused) return refused;
    const country = (typeof query.country === 'string' && query.country.trim() ? query.country : 'nigeria')
      .trim()
      .toLowerCase();
    const banks = db
      .table('providerBanks')
      .where((b) => b.country.toLowerCase() === country)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(bankView);
    return ok(banks, 'Banks retrieved');
  },

  resolveProviderBankAccount: ({ db, query, request }) => {
    const refused = checkKey(request);
    if (refused) return refused;
    // Query values arrive parsed: a number without a leading zero comes as a number.
    const accountNumber = query.account_number === undefined ? '' : String(query.account_number).trim();
    const bankCode = query.bank_code === undefined ? '' : String(query.bank_code).trim();
    if (!accountNumber || !bankCode) return refuse('Account number and bank code are required', 422);
    if (!/^\d{10}$/.test(accountNumber)) return refuse('Account number must be 10 digits', 422);
    const bank = db.table('providerBanks').find((b) => b.code === bankCode && b.active);
    if (!bank) return refuse(`Unknown bank code: ${bankCode}`, 422);
    // Numbers of one repeated digit (0000000000, 1111111111, ...) are not accounts.
    if (/^(\d)\1{9}$/.test(accountNumber)) return refuse(UNRESOLVABLE, 422);
    const name = recordedName(db, accountNumber, bank) ?? derivedName(accountNumber);
    return ok(
      { account_number: accountNumber, account_name: name, bank_id: bank.id },
      'Account number resolved',
    );
  },
});
