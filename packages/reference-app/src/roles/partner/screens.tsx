// The shipping partner's workspace (one lazily loaded chunk). Onboarding and order updates follow
// (issues 12 to 14), each added to src/workspace/navigation.ts.
import { WorkspaceLayout } from '../../workspace/WorkspaceLayout';

export { PartnerOnboardingScreen } from './onboarding/PartnerOnboardingScreen';
export { PartnerHomeScreen } from './PartnerHomeScreen';
export { PartnerOrdersScreen } from './PartnerOrdersScreen';
export { PartnerProfileScreen } from './PartnerProfileScreen';

/**
 * The shipping partner's workspace frame (`/shipping-partner/...`), behind the partner login.
 *
 * @example
 * { path: '/shipping-partner', lazy: screen(partner, 'PartnerWorkspace'), children: [...] }
 */
export function PartnerWorkspace() {
  return <WorkspaceLayout workspace="shipping-partner" />;
}
