// approvalStatus is "compared case-insensitively" (spec section 3): strict validation of a response and
// the request-body schema accept any case of the contract's values, as isApproved reads them, and still
// refuse other values. The generator turns `x-case-insensitive` enums into this check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isApproved } from '../src/domain/isApproved';
import { getAdminProducts } from '../src/generated/operations/adminProducts';
import { operationRequestSchemas, operationSchemas } from '../src/schemas';
import { answerInTurn, failureOf, HOSTS, newClient, ok, startServer } from './client/harness';

const server = startServer();

/** Any mix of upper and lower case of a word, with surrounding spaces. */
const anyCase = (word: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }),
      fc.constantFrom('', ' '),
    )
    .map(
      ([upper, pad]) => `${pad}${[...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')}${pad}`,
    );

describe('approvalStatus', () => {
  it('the response and request schemas accept any case of pending, approved and rejected, like isApproved', () => {
    const status = operationRequestSchemas.approveProduct();
    const products = operationSchemas.getAdminProducts();
    const product = (approvalStatus: string) => ({
      count: 1,
      rows: [{ id: 1, name: 'Ankara', pricing: [], quantity: 1, approvalStatus }],
    });
    fc.assert(
      fc.property(fc.oneof(anyCase('pending'), anyCase('approved'), anyCase('rejected')), (value) => {
        expect(status.safeParse({ approvalStatus: value }).success).toBe(true);
        expect(products.safeParse(product(value)).success).toBe(true);
        expect(isApproved({ approvalStatus: value })).toBe(value.trim().toLowerCase() === 'approved');
      }),
    );
    expect(status.safeParse({ approvalStatus: 'declined' }).success).toBe(false);
    expect(products.safeParse(product('approvedd')).success).toBe(false);
  });

  it("strict validation takes an admin product whose status is 'Approved'", async () => {
    answerInTurn(
      server,
      'get',
      `${HOSTS.main}/products/admin/getallproducts`,
      ok({
        count: 1,
        rows: [{ id: 1, name: 'Ankara', pricing: [], quantity: 1, approvalStatus: 'Approved' }],
      }),
      ok({
        count: 1,
        rows: [{ id: 1, name: 'Ankara', pricing: [], quantity: 1, approvalStatus: 'Refused' }],
      }),
    );
    const client = newClient({ validation: 'strict', schemas: operationSchemas, pathname: () => '/admin' });
    const { data } = await getAdminProducts(client, {} as never);
    expect(data.rows[0]?.approvalStatus).toBe('Approved');
    const error = await failureOf(getAdminProducts(client, {} as never));
    expect([error.kind, error.issuePath]).toEqual(['response', 'data.rows[0].approvalStatus']);
  });
});
