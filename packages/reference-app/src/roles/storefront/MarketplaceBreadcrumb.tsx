import { Breadcrumb } from './Breadcrumb';
import { MARKETPLACE_PATH } from './marketplacePath';

/**
 * The trail of a marketplace page: Home › The marketplace › the product (when on one).
 *
 * @example
 * <MarketplaceBreadcrumb name="Ankara Print Midi Dress" />
 */
export function MarketplaceBreadcrumb({ name }: { name?: string }) {
  const marketplace = { name: 'The marketplace', to: MARKETPLACE_PATH };
  return <Breadcrumb trail={name ? [marketplace, { name }] : [marketplace]} />;
}
