// The admin session's workspace (admins, super admins, dispatchers and schedulers): its frame and its
// screens, listed for tests. No route loads this index: the routes are made from
// src/workspace/navigation.ts, each screen family a lazy module of its own.

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
