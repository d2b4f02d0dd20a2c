// The store family (profile, staff, policies, testimonials, reviews): one lazy module of src/app/routes.tsx.
export { PoliciesScreen } from './PoliciesScreen';
export { ReviewsScreen } from './ReviewsScreen';
export { StaffScreen } from './StaffScreen';
export { StoreProfileScreen } from './StoreProfileScreen';
export { TestimonialsScreen } from './TestimonialsScreen';
