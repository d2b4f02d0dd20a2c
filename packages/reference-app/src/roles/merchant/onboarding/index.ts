// The set-up family (onboarding, plan, payout account): one lazy module of src/app/routes.tsx.
export { BankAccountScreen } from './BankAccountScreen';
export { OnboardingScreen } from './OnboardingScreen';
export { PlanScreen } from './PlanScreen';
