import { type LoadStatus, useGetAllMerchants, useGetApprovedStores } from '@marketplace/react-hooks';
import type { Entity, MarketplaceError } from '@marketplace/sdk';

type Store = Entity<'Store'>;
type Merchant = Entity<'MerchantDetail'>;

// The most either list gives in one call (the contract's `limit` maximum): enough for a pick list.
const ALL = { query: { limit: 100, offset: 0 } };

/** What {@link useStoreChoices} returns. */
export interface StoreChoices {
  stores: Store[];
  merchants: Merchant[];
  status: LoadStatus;
  error: MarketplaceError | undefined;
  retry(): void;
  /** "Ada Obi (ada@example.com)", or the merchant's number when unknown. */
  merchantName(id: number | undefined): string;
}

/**
 * The approved stores (`getApprovedStores`) and the merchants (`getAllMerchants`) an admin picks from:
 * the products list's filters, a new product's store, an official outlet's store.
 *
 * @example
 * const choices = useStoreChoices();
 * choices.stores.map((s) => ({ value: String(s.id), label: s.storeName }));
 */
export function useStoreChoices(): StoreChoices {
  const stores = useGetApprovedStores(ALL);
  const merchants = useGetAllMerchants(ALL);
  const failed = stores.status === 'failed' ? stores : merchants.status === 'failed' ? merchants : undefined;
  const list = merchants.data?.rows ?? [];
  return {
    stores: stores.data?.rows ?? [],
    merchants: list,
    status: failed ? 'failed' : stores.data && merchants.data ? 'succeeded' : 'loading',
    error: failed?.error,
    retry: () => {
      void stores.mutate();
      void merchants.mutate();
    },
    merchantName: (id) => {
      const m = list.find((candidate) => candidate.id === id);
      return m ? `${m.firstName} ${m.lastName}` : id === undefined ? '—' : `Merchant ${id}`;
    },
  };
}
