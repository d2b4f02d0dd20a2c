import { WorkspaceLayout } from '../../workspace/WorkspaceLayout';

// The workspace's shell: a module of its own, so entering any page downloads the frame and that page's
// family only (each family is a lazy module of src/app/routes.tsx), never the whole workspace.

/**
 * The merchant's workspace frame (`/merchant/...`), behind the merchant login.
 *
 * @example
 * { path: '/merchant', lazy: screen(merchantShell, 'MerchantWorkspace'), children: [...] }
 */
export function MerchantWorkspace() {
  return <WorkspaceLayout workspace="merchant" />;
}
