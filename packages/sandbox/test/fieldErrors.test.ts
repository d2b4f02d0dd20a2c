// 422 messages name the real problem of each field: missing, the wrong kind of value, too long, too small.
import { addToCart } from '@marketplace/sdk';
import { operationRequestSchemas } from '@marketplace/sdk/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors, type RequestSchema } from '../src/http/fieldErrors';
import { failure } from './support/failure';
import { sandboxFixture } from './support/sandboxTest';

const ctx = sandboxFixture();
const schemas = operationRequestSchemas as unknown as Record<string, () => RequestSchema>;

/** The field errors the sandbox gives for a body of `operation`. */
const errorsOf = (operation: string, body: unknown) => {
  const schema = schemas[operation]?.() as RequestSchema;
  return fieldErrors(schema, body, schema.safeParse(body).error?.issues ?? []);
};

describe('fieldErrors', () => {
  it('says a quantity of 1.5 or "2" must be a whole number, over HTTP', async () => {
    const customer = await ctx.login('customer@demo.test', 'customer');
    for (const quantity of [1.5, '2']) {
      const error = await failure(
        addToCart(customer, {
          body: { productId: 101, quantity } as unknown as { productId: number; quantity: number },
        }),
      );
      expect([error.status, error.message, error.fieldErrors]).toEqual([
        422,
        'Quantity must be a whole number',
        [{ field: 'quantity', message: 'Quantity must be a whole number' }],
      ]);
    }
  });

  it('says "required" only of a field that is missing', () => {
    expect(errorsOf('addToCart', { productId: 101 })).toEqual([
      { field: 'quantity', message: 'Quantity is required' },
    ]);
    expect(errorsOf('addToCart', { productId: 101, quantity: 0 })).toEqual([
      { field: 'quantity', message: 'Quantity must be at least 1' },
    ]);
  });

  it('names the whole-number rule for every fraction, and the number rule for every text', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)),
        (quantity) => {
          expect(errorsOf('addToCart', { productId: 101, quantity })).toEqual([
            { field: 'quantity', message: 'Quantity must be a whole number' },
          ]);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (quantity) => {
        expect(errorsOf('addToCart', { productId: 101, quantity })).toEqual([
          { field: 'quantity', message: 'Quantity must be a whole number' },
        ]);
      }),
    );
  });

  it('names the field of a string that is too long, with its limit', () => {
    const [error] = errorsOf('sendContactMessage', {
      fullName: 'A'.repeat(100_000),
      email: 'ada@example.com',
      message: 'Hello',
    }).filter((e) => e.field === 'fullName');
    expect(error?.message).toMatch(/^Full name must be at most \d+ characters$/);
  });

  it('says a string that does not match its pattern is not in the expected format', () => {
    const body = { bankName: 'GTBank', bankCode: '058', accountNumber: '12345', accountName: 'Ada Obi' };
    expect(errorsOf('addMerchantBankAccount', body)).toEqual([
      { field: 'accountNumber', message: 'Account number is not in the expected format' },
    ]);
  });
});
