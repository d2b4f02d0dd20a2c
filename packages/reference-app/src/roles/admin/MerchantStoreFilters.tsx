import type { FilterOption } from '../../kit/FilterSelect';
import { TableFilter, type TableFilterProps } from '../../workspace/TableFilter';

/** Props of {@link MerchantStoreFilters}. */
export interface MerchantStoreFiltersProps {
  /** The list's table, with `merchantId` and `storeId` filters. */
  table: TableFilterProps['table'];
  merchantOptions: readonly FilterOption[];
  storeOptions: readonly FilterOption[];
}

/**
 * The merchant and store filters of an admin's product list ("All merchants", "All stores" remove them).
 *
 * @example
 * <MerchantStoreFilters table={table} merchantOptions={merchants} storeOptions={stores} />
 */
export function MerchantStoreFilters({ table, merchantOptions, storeOptions }: MerchantStoreFiltersProps) {
  return (
    <>
      <TableFilter
        table={table}
        name="merchantId"
        label="Merchant"
        options={merchantOptions}
        allLabel="All merchants"
      />
      <TableFilter table={table} name="storeId" label="Store" options={storeOptions} allLabel="All stores" />
    </>
  );
}
