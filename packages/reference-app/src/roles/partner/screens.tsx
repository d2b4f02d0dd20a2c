// The shipping partner's workspace: its frame and its screens, listed for tests. No route loads this
// index: the routes are made from src/workspace/navigation.ts, each screen a lazy module of its own.

export { PartnerOnboardingScreen } from './onboarding/PartnerOnboardingScreen';
export { PartnerHomeScreen } from './PartnerHomeScreen';
export { PartnerOrdersScreen } from './PartnerOrdersScreen';
export { PartnerProfileScreen } from './PartnerProfileScreen';
export { PartnerWorkspace } from './PartnerWorkspace';
