// The admin session's workspace (one lazily loaded chunk): admins, super admins, dispatchers and
// schedulers. Store and product approval, orders, hubs, staff and the rest follow (issues 12 to 14), each
// added to src/workspace/navigation.ts.
import { WorkspaceLayout } from '../../workspace/WorkspaceLayout';

export { AdminHomeScreen } from './AdminHomeScreen';
export { AdminProductsScreen } from './AdminProductsScreen';
export {
  AddProductScreen,
  FeaturedCollectionsScreen,
  OfficialOutletsScreen,
  PromotionsScreen,
} from './catalog/index';
export { ApproversScreen } from './ApproversScreen';
export { HubApplicationsScreen } from './HubApplicationsScreen';
export { AdminOrdersScreen } from './orders/index';
export { AdminReturnsScreen } from './returns/index';
export { AdminsScreen, CarriersScreen, MerchantsScreen, RolesScreen } from './people/index';
export { ProductApprovalsScreen } from './ProductApprovalsScreen';
export { StoreApprovalsScreen } from './StoreApprovalsScreen';
export {
  FinanceReportsScreen,
  MerchantPaymentsScreen,
  MerchantReportsScreen,
  TransactionsScreen,
} from './money/index';
export {
  ShippingDiscountsScreen,
  ShippingPricingScreen,
  ShippingZonesScreen,
  VehicleScreen,
  VehiclesScreen,
} from './shipping/index';
export {
  GiftCardActivitiesScreen,
  GiftCardAnalyticsScreen,
  GiftCardsScreen,
} from './giftcards/index';

/**
 * The admin session's workspace frame (`/admin/...`), behind the admin login.
 *
 * @example
 * { path: '/admin', lazy: screen(admin, 'AdminWorkspace'), children: [...] }
 */
export function AdminWorkspace() {
  return <WorkspaceLayout workspace="admin" />;
}
