// MarketplaceError is a real Error subclass, and isMarketplaceError recognises it also when it comes from
// another copy of the SDK (where `instanceof` fails), but not a plain Error or a look-alike object.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isMarketplaceError, MarketplaceError } from '../../src/errors/MarketplaceError';
import { getAllCategories } from '../../src/generated/operations/categories';
import { answerInTurn, failureOf, HOSTS, newClient, startServer } from './harness';

const server = startServer();

/** What a MarketplaceError of a second copy of the SDK looks like: another class, the same marker. */
class OtherCopyMarketplaceError extends Error {
  override readonly name = 'MarketplaceError';
  readonly kind = 'http';
  readonly isMarketplaceError = true;
}

describe('MarketplaceError', () => {
  it('errors thrown by the SDK are MarketplaceErrors, Errors, named MarketplaceError, with a stack', async () => {
    answerInTurn(
      server,
      'get',
      `${HOSTS.main}/categories/getallcategories`,
      HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
    );
    const error = await failureOf(getAllCategories(newClient()));
    expect(error).toBeInstanceOf(MarketplaceError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('MarketplaceError');
    expect(String(error)).toBe('MarketplaceError: Not found');
    expect(error.stack).toContain('MarketplaceError');
    expect(isMarketplaceError(error)).toBe(true);
    expect({
      kind: error.kind,
      status: error.status,
      operationId: error.operationId,
      method: error.method,
      url: error.url,
    }).toEqual({
      kind: 'http',
      status: 404,
      operationId: 'getAllCategories',
      method: 'GET',
      url: `${HOSTS.main}/categories/getallcategories`,
    });
  });

  it('keeps the cause and defaults fieldErrors to an empty list', () => {
    const cause = new TypeError('fetch failed');
    const error = new MarketplaceError({
      kind: 'network',
      message: 'Check network connection',
      operationId: 'getAllCategories',
      method: 'GET',
      url: '/categories/getallcategories',
      cause,
    });
    expect(error.cause).toBe(cause);
    expect(error.fieldErrors).toEqual([]);
    expect([error.status, error.serverMessage, error.issuePath, error.retryAfterMs]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('isMarketplaceError', () => {
  it('is true for an error of another copy of the SDK, marked structurally', () => {
    const foreign = new OtherCopyMarketplaceError('Token is not valid');
    expect(foreign).not.toBeInstanceOf(MarketplaceError);
    expect(isMarketplaceError(foreign)).toBe(true);
  });

  it.each([
    ['a plain Error', new Error('boom')],
    [
      'an Error named MarketplaceError without the marker',
      Object.assign(new Error('x'), { name: 'MarketplaceError' }),
    ],
    ['an Error whose marker is not `true`', Object.assign(new Error('x'), { isMarketplaceError: 'yes' })],
    ['a plain object with the marker', { isMarketplaceError: true, message: 'x', name: 'MarketplaceError' }],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'MarketplaceError'],
  ])('is false for %s', (_, value) => {
    expect(isMarketplaceError(value)).toBe(false);
  });
});
