// The admin session's workspace, listed for tests (no route loads this index: each screen family is a lazy
// module of its own, see src/app/routes.tsx): admins, super admins, dispatchers and
// schedulers. Store and product approval, orders, hubs, staff and the rest follow (issues 12 to 14), each
// added to src/workspace/navigation.ts.

export { AdminHomeScreen } from './AdminHomeScreen';
export { AdminProductsScreen } from './AdminProductsScreen';
export { AdminWorkspace } from './AdminWorkspace';
export { ApproversScreen } from './ApproversScreen';
export { HubApplicationsScreen } from './HubApplicationsScreen';
export {
  FinanceReportsScreen,
  MerchantPaymentsScreen,
  MerchantReportsScreen,
  TransactionsScreen,
} from './money/index';
export { AdminOrdersScreen } from './orders/index';
export { ProductApprovalsScreen } from './ProductApprovalsScreen';
export {
  AdminsScreen,
  CarriersScreen,
  MerchantsScreen,
  PlatformStaffScreen,
  RolesScreen,
} from './people/index';
export { AdminReturnsScreen } from './returns/index';
export { StoreApprovalsScreen } from './StoreApprovalsScreen';
