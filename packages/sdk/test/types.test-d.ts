// Type tests of the operation functions, derived from the contract: what a call must and may take, and
// what it resolves to. Checked by `tsc --noEmit -p tsconfig.json` (which includes test/); every
// `@ts-expect-error` below guards a real error (tsc reports an unused one). Nothing here runs.
import { describe, expectTypeOf, test } from 'vitest';
import type { MarketplaceClient } from '../src/client/createMarketplaceClient';
import type { CallInit, OperationData, OperationResult } from '../src/client/operationTypes';
import type { UserType } from '../src/detectUserType';
import {
  type FieldError,
  isMarketplaceError,
  type MarketplaceError,
  type MarketplaceErrorKind,
} from '../src/errors/MarketplaceError';
import { deleteAdmin } from '../src/generated/operations/admins';
import { loginCustomer } from '../src/generated/operations/auth';
import { getAllCustomerProducts, getCustomerProduct } from '../src/generated/operations/catalog';
import { getAllCategories } from '../src/generated/operations/categories';
import { createStoreStaff } from '../src/generated/operations/storeStaff';
import { updateThemeHeader } from '../src/generated/operations/themeCustomization';

declare const client: MarketplaceClient;

describe('getAllCategories: no required parts', () => {
  test('needs no init; data is an array of categories with a name', async () => {
    const { data } = await getAllCategories(client);
    expectTypeOf(data).toBeArray();
    expectTypeOf(data[0]).toEqualTypeOf<OperationData<'getAllCategories'>[number] | undefined>();
    expectTypeOf<OperationData<'getAllCategories'>[number]['name']>().toEqualTypeOf<string>();
    expectTypeOf<OperationData<'getAllCategories'>[number]['id']>().toEqualTypeOf<number>();
    // the optional query and the call options are still accepted
    getAllCategories(client, { query: { search: 'fash' }, timeout: 0, retry: false, as: 'customer' });
  });

  test('rejects what the contract does not have', () => {
    // @ts-expect-error: no such query parameter
    getAllCategories(client, { query: { colour: 'red' } });
    // @ts-expect-error: a GET takes no body
    getAllCategories(client, { body: {} });
    // @ts-expect-error: not a role
    getAllCategories(client, { as: 'guest' });
  });
});

describe('getCustomerProduct: a required path parameter', () => {
  test('path.id is required', () => {
    getCustomerProduct(client, { path: { id: 101 } });
    // @ts-expect-error: the init (with path.id) is required
    getCustomerProduct(client);
    // @ts-expect-error: path is required
    getCustomerProduct(client, {});
    // @ts-expect-error: path.id is required
    getCustomerProduct(client, { path: {} });
    // @ts-expect-error: path.id is a number
    getCustomerProduct(client, { path: { id: '101' } });
  });

  test('data is one product', async () => {
    const { data } = await getCustomerProduct(client, { path: { id: 1 } });
    expectTypeOf(data.name).toEqualTypeOf<string>();
    expectTypeOf(data).not.toBeArray();
  });
});

describe('getAllCustomerProducts: optional query, paged data', () => {
  test('the query is optional, each part of it too', () => {
    getAllCustomerProducts(client);
    getAllCustomerProducts(client, { query: { limit: 20, offset: 0 } });
    getAllCustomerProducts(client, { query: { search: 'ankara', categoryId: 3 } });
    expectTypeOf<CallInit<'getAllCustomerProducts'>['query']>().toEqualTypeOf<
      | {
          limit?: number;
          offset?: number;
          search?: string;
          childCategoryId?: number;
          subCategoryId?: number;
          categoryId?: number;
          sort?: 'newest' | 'price-asc' | 'price-desc' | 'discount';
        }
      | undefined
    >();
    // @ts-expect-error: limit is a number
    getAllCustomerProducts(client, { query: { limit: '20' } });
  });

  test('data has count and rows', async () => {
    const { data } = await getAllCustomerProducts(client);
    expectTypeOf(data.count).toEqualTypeOf<number>();
    expectTypeOf(data.rows).toBeArray();
    expectTypeOf<(typeof data.rows)[number]['name']>().toEqualTypeOf<string>();
  });
});

describe('loginCustomer: a required JSON body', () => {
  test('body with email and password is required', () => {
    loginCustomer(client, { body: { email: 'a@example.com', password: 'pw' } });
    // @ts-expect-error: the body is required
    loginCustomer(client);
    // @ts-expect-error: the body is required
    loginCustomer(client, {});
    // @ts-expect-error: password is required
    loginCustomer(client, { body: { email: 'a@example.com' } });
    // @ts-expect-error: email is a string
    loginCustomer(client, { body: { email: 1, password: 'pw' } });
  });

  test('data.token is a string', async () => {
    const { data } = await loginCustomer(client, { body: { email: 'a@example.com', password: 'pw' } });
    expectTypeOf(data.token).toEqualTypeOf<string>();
  });
});

describe('updateThemeHeader: a multipart body', () => {
  test('body.logo takes a Blob, a File or the URL of an uploaded image', () => {
    updateThemeHeader(client, { body: { logo: new Blob(['png']), merchantThemeId: 310 } });
    updateThemeHeader(client, {
      body: { logo: new File(['png'], 'logo.png', { type: 'image/png' }), merchantThemeId: 310 },
    });
    updateThemeHeader(client, {
      body: { logo: 'https://api.example.com/media/41/logo.png', merchantThemeId: 310 },
    });
    expectTypeOf<CallInit<'updateThemeHeader'>['body']['logo']>().toEqualTypeOf<Blob | string | undefined>();
    // @ts-expect-error: a file is a Blob or a URL, not bytes
    updateThemeHeader(client, { body: { logo: new Uint8Array([1]), merchantThemeId: 310 } });
    // @ts-expect-error: merchantThemeId is required
    updateThemeHeader(client, { body: { logo: new Blob(['png']) } });
  });
});

describe('deleteAdmin: DELETE with a body', () => {
  test('the body is required', async () => {
    const { data } = await deleteAdmin(client, { body: { adminId: 15 } });
    expectTypeOf(data.email).toEqualTypeOf<string>();
    // @ts-expect-error: the body is required
    deleteAdmin(client);
    // @ts-expect-error: adminId is required
    deleteAdmin(client, { body: {} });
  });
});

describe('results', () => {
  test('every call resolves to data, message, serverMessage and status', async () => {
    const result = await getAllCategories(client);
    expectTypeOf(result).toEqualTypeOf<OperationResult<'getAllCategories'>>();
    expectTypeOf(result.message).toEqualTypeOf<string>();
    expectTypeOf(result.serverMessage).toEqualTypeOf<string>();
    expectTypeOf(result.status).toEqualTypeOf<number>();
    expectTypeOf(getAllCategories).returns.resolves.toHaveProperty('data');
  });

  test('call options are typed', () => {
    expectTypeOf<CallInit<'getAllCategories'>['as']>().toEqualTypeOf<UserType | undefined>();
    expectTypeOf<CallInit<'getAllCategories'>['idempotencyKey']>().toEqualTypeOf<string | true | undefined>();
    expectTypeOf<CallInit<'getAllCategories'>['retry']>().toEqualTypeOf<boolean | number | undefined>();
    expectTypeOf<CallInit<'getAllCategories'>['signal']>().toEqualTypeOf<AbortSignal | undefined>();
    // @ts-expect-error: idempotencyKey is a string or true
    getAllCategories(client, { idempotencyKey: false });
  });
});

describe('MarketplaceError', () => {
  test('its fields are typed', () => {
    expectTypeOf<MarketplaceError>().toExtend<Error>();
    expectTypeOf<MarketplaceError['kind']>().toEqualTypeOf<MarketplaceErrorKind>();
    expectTypeOf<MarketplaceErrorKind>().toEqualTypeOf<
      'network' | 'timeout' | 'aborted' | 'http' | 'validation' | 'envelope' | 'response' | 'usage'
    >();
    expectTypeOf<MarketplaceError['message']>().toEqualTypeOf<string>();
    expectTypeOf<MarketplaceError['status']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<MarketplaceError['serverMessage']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<MarketplaceError['fieldErrors']>().toEqualTypeOf<readonly FieldError[]>();
    expectTypeOf<FieldError>().toEqualTypeOf<{ field?: string; message: string }>();
    expectTypeOf<MarketplaceError['issuePath']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<MarketplaceError['retryAfterMs']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<MarketplaceError['operationId']>().toEqualTypeOf<string>();
    expectTypeOf<MarketplaceError['body']>().toEqualTypeOf<unknown>();
  });

  test('isMarketplaceError narrows unknown', () => {
    const caught: unknown = new Error('x');
    if (isMarketplaceError(caught)) expectTypeOf(caught).toEqualTypeOf<MarketplaceError>();
    expectTypeOf(isMarketplaceError).guards.toEqualTypeOf<MarketplaceError>();
  });

  test('fields are read-only', () => {
    const error = {} as MarketplaceError;
    // @ts-expect-error: kind is readonly
    error.kind = 'http';
  });
});

describe('KNOWN ISSUE: a read-only id is required in some request bodies', () => {
  test('createStoreStaff takes no id: the server assigns it (readOnly fields are not in request bodies)', () => {
    const staff = { firstName: 'Bola', lastName: 'Ade', email: 'bola@example.com', roleId: 2 };
    createStoreStaff(client, { body: staff });
    // @ts-expect-error: `id` is readOnly, set by the server
    createStoreStaff(client, { body: { ...staff, id: 9 } });
  });
});
