// The shipping partner's workspace, listed for tests (no route loads this index: each screen is a lazy
// module of its own, see src/app/routes.tsx). Onboarding and order updates follow
// (issues 12 to 14), each added to src/workspace/navigation.ts.

export { PartnerOnboardingScreen } from './onboarding/PartnerOnboardingScreen';
export { PartnerHomeScreen } from './PartnerHomeScreen';
export { PartnerOrdersScreen } from './PartnerOrdersScreen';
export { PartnerProfileScreen } from './PartnerProfileScreen';
export { PartnerWorkspace } from './PartnerWorkspace';
