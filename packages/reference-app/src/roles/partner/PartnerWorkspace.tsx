import { WorkspaceLayout } from '../../workspace/WorkspaceLayout';

// The workspace's shell: a module of its own, so entering any page downloads the frame and that page's
// family only (each family is a lazy module of src/app/routes.tsx), never the whole workspace.

/**
 * The shipping partner's workspace frame (`/shipping-partner/...`), behind the partner login.
 *
 * @example
 * { path: '/shipping-partner', lazy: screen(partnerShell, 'PartnerWorkspace'), children: [...] }
 */
export function PartnerWorkspace() {
  return <WorkspaceLayout workspace="shipping-partner" />;
}
