// The merchant's workspace: its frame and its screens, listed for tests and stories. No route loads this
// index: the routes are made from src/workspace/navigation.ts, each screen family a lazy module of its own.

export { CouponsScreen } from './coupons/CouponsScreen';
export { MerchantHomeScreen } from './MerchantHomeScreen';
export { MerchantWorkspace } from './MerchantWorkspace';
export { MerchantInvoicesScreen } from './money/MerchantInvoicesScreen';
export { MerchantPayoutsScreen } from './money/MerchantPayoutsScreen';
export { MerchantTransactionsScreen } from './money/MerchantTransactionsScreen';
export { BankAccountScreen } from './onboarding/BankAccountScreen';
export { OnboardingScreen } from './onboarding/OnboardingScreen';
export { PlanScreen } from './onboarding/PlanScreen';
export { MerchantOrdersScreen } from './orders/MerchantOrdersScreen';
export { ProductsScreen } from './products/ProductsScreen';
export { LazyMerchantReportsScreen as MerchantReportsScreen } from './reports/LazyMerchantReportsScreen';
export { MerchantReturnsScreen } from './returns/MerchantReturnsScreen';
export { PoliciesScreen } from './store/PoliciesScreen';
export { ReviewsScreen } from './store/ReviewsScreen';
export { StaffScreen } from './store/StaffScreen';
export { StoreProfileScreen } from './store/StoreProfileScreen';
export { TestimonialsScreen } from './store/TestimonialsScreen';
