// Types of the generated hooks, checked by tsc (`npx tsc --noEmit -p tsconfig.json`); never run. They are
// the product here: a query's data is the SDK's OperationData, a mutation's trigger takes the SDK's
// CallInit, a paging hook's rows are the rows of its list, and required parameters stay required.
import type {
  CallInit,
  MarketplaceClient,
  MarketplaceError,
  OperationData,
  OperationResult,
} from '@marketplace/sdk';
import { expectTypeOf } from 'vitest';
import {
  getAllCategoriesKey,
  getCustomerProductKey,
  type LoadStatus,
  type OperationKey,
  useApproveProduct,
  useGetAllCategories,
  useGetAllCustomerProductsPages,
  useGetCustomerProduct,
  useReturnOrder,
} from '../../src';

type Row = OperationData<'getAllCustomerProducts'>['rows'][number];

// Wrapped in a hook so that the calls below are hook calls in a hook (the file is only type-checked).
export function useTypeChecks(client: MarketplaceClient): void {
  // A query with required path parameters: the init is required; `null` skips; the path is checked.
  // @ts-expect-error: getCustomerProduct needs { path: { id } }
  useGetCustomerProduct();
  // @ts-expect-error: the id is a number
  useGetCustomerProduct({ path: { id: 'twelve' } });
  // @ts-expect-error: the path is required
  useGetCustomerProduct({});
  const product = useGetCustomerProduct({ path: { id: 12 } });
  expectTypeOf(useGetCustomerProduct(null)).toEqualTypeOf(product);
  expectTypeOf(product.data).toEqualTypeOf<OperationData<'getCustomerProduct'> | undefined>();
  expectTypeOf(product.error).toEqualTypeOf<MarketplaceError | undefined>();
  expectTypeOf(product.status).toEqualTypeOf<LoadStatus>();
  expectTypeOf(product.key).toEqualTypeOf<OperationKey<'getCustomerProduct'> | null>();
  expectTypeOf(product.data?.pricing).not.toBeAny();

  // A query without required parameters: no init needed.
  const categories = useGetAllCategories();
  expectTypeOf(categories.data).toEqualTypeOf<OperationData<'getAllCategories'> | undefined>();
  expectTypeOf(useGetAllCategories({ query: { search: 'shoes' } })).toEqualTypeOf(categories);

  // Key factories take the client (its role and session enter the key): the same key type as the
  // hook's; a required init stays required.
  expectTypeOf(getCustomerProductKey(client, { path: { id: 12 } })).toEqualTypeOf(product.key);
  expectTypeOf(getAllCategoriesKey(client)).toEqualTypeOf<OperationKey<'getAllCategories'> | null>();
  // @ts-expect-error: the key of a query with path parameters needs its init
  getCustomerProductKey(client);
  // @ts-expect-error: a key needs the client whose role and session it carries
  getAllCategoriesKey();

  // Mutations: trigger takes the SDK's CallInit and resolves to its OperationResult.
  const approve = useApproveProduct();
  expectTypeOf(approve.trigger).parameter(0).toEqualTypeOf<CallInit<'approveProduct'>>();
  expectTypeOf(approve.trigger).returns.toEqualTypeOf<Promise<OperationResult<'approveProduct'>>>();
  expectTypeOf(approve.data).toEqualTypeOf<OperationData<'approveProduct'> | undefined>();
  expectTypeOf(approve.message).toEqualTypeOf<string | undefined>();
  expectTypeOf(approve.status).toEqualTypeOf<LoadStatus>();
  // @ts-expect-error: approveProduct needs productId and merchantId in the query
  void approve.trigger({ body: { approvalStatus: 'approved' } });
  void useReturnOrder().trigger({ path: { id: 1 }, body: { products: [{ productId: 2, quantity: 1 }] } });

  // Paging: the rows are the list's rows; the init of the list (without limit/offset) is taken.
  const pages = useGetAllCustomerProductsPages({ query: { categoryId: 3 } }, { pageSize: 12 });
  expectTypeOf(pages.rows).toEqualTypeOf<Row[]>();
  expectTypeOf(pages.count).toEqualTypeOf<number | undefined>();
  expectTypeOf(pages.hasMore).toEqualTypeOf<boolean>();
  expectTypeOf(pages.pages).toEqualTypeOf<OperationData<'getAllCustomerProducts'>[] | undefined>();
  expectTypeOf(useGetAllCustomerProductsPages(null).status).toEqualTypeOf<LoadStatus>();
}
