// The admin session's workspace (one lazily loaded chunk): admins, super admins, dispatchers and
// schedulers. Store and product approval, orders, hubs, staff and the rest follow (issues 12 to 14), each
// added to src/workspace/navigation.ts.
import { WorkspaceLayout } from '../../workspace/WorkspaceLayout';

export { AdminHomeScreen } from './AdminHomeScreen';
export { AdminProductsScreen } from './AdminProductsScreen';
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

/**
 * The admin session's workspace frame (`/admin/...`), behind the admin login.
 *
 * @example
 * { path: '/admin', lazy: screen(admin, 'AdminWorkspace'), children: [...] }
 */
export function AdminWorkspace() {
  return <WorkspaceLayout workspace="admin" />;
}
