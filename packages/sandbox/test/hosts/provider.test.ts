import { getProviderBanks, resolveProviderBankAccount } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { guest, newUser, refusal } from '../domains/reports/support';
import { sandboxFixture } from '../support/sandboxTest';

const ctx = sandboxFixture();

describe('provider banks', () => {
  it('lists the Nigerian banks with their codes, without any marketplace token', async () => {
    const { data, message } = await getProviderBanks(guest());
    expect(message).toBe('Banks retrieved');
    expect(data.length).toBeGreaterThanOrEqual(20);
    const codes = Object.fromEntries(data.map((b) => [b.name, b.code]));
    expect(codes).toMatchObject({
      'Access Bank': '044',
      'Guaranty Trust Bank': '058',
      'First Bank of Nigeria': '011',
      'United Bank For Africa': '033',
      'Zenith Bank': '057',
    });
    expect(data[0]).toMatchObject({ country: 'Nigeria', currency: 'NGN', type: 'nuban', active: true });
    expect((await getProviderBanks(guest(), { query: { country: 'ghana' } })).data).toEqual([]);
  });

  it('accepts a provider key and refuses a key that is not one (401, provider envelope)', async () => {
    expect((await getProviderBanks(guest('pk_test_abc123'))).data.length).toBeGreaterThan(0);
    expect(await refusal(getProviderBanks(guest('my-marketplace-token')))).toEqual([401, 'Invalid key']);
  });
});

describe('account resolution', () => {
  it('resolves a number to the same name every time, and a known account to its holder', async () => {
    const first = await resolveProviderBankAccount(guest(), {
      query: { account_number: '2034567891', bank_code: '057' },
    });
    const again = await resolveProviderBankAccount(guest(), {
      query: { account_number: '2034567891', bank_code: '057' },
    });
    expect(first.data.account_name).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    expect(again.data).toEqual(first.data);
    const seeded = await resolveProviderBankAccount(guest(), {
      query: { account_number: '0123456789', bank_code: '058' },
    });
    expect(seeded.data).toMatchObject({
      account_number: '0123456789',
      account_name: 'ADAEZE CHIOMA OKONKWO',
    });
  });

  it('finds the holder of bank details stored in the marketplace', async () => {
    newUser(ctx, 'partner', {
      profile: {
        bankDetails: {
          bankName: 'Access Bank',
          bankCode: '044',
          accountNumber: '0691234570',
          accountName: 'Swift Riders Ltd',
        },
      },
    });
    const { data } = await resolveProviderBankAccount(guest(), {
      query: { account_number: '0691234570', bank_code: '044' },
    });
    expect(data.account_name).toBe('SWIFT RIDERS LTD');
  });

  it('refuses a number that is not 10 digits, an unknown bank or a number that is no account (422)', async () => {
    expect(
      await refusal(
        resolveProviderBankAccount(guest(), { query: { account_number: '12345', bank_code: '058' } }),
      ),
    ).toEqual([422, 'Account number must be 10 digits']);
    expect(
      await refusal(
        resolveProviderBankAccount(guest(), { query: { account_number: '2034567891', bank_code: '999' } }),
      ),
    ).toEqual([422, 'Unknown bank code: 999']);
    expect(
      await refusal(
        resolveProviderBankAccount(guest(), { query: { account_number: '0000000000', bank_code: '058' } }),
      ),
    ).toEqual([422, 'Could not resolve account name. Check parameters or try again.']);
  });
});
