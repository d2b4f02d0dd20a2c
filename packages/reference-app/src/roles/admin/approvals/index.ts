// The approvals family (products, stores, approvers, hub applications): one lazy module of
// src/app/routes.tsx. Its screens stay beside the admin's screens index, where their tests find them.
export { ApproversScreen } from '../ApproversScreen';
export { HubApplicationsScreen } from '../HubApplicationsScreen';
export { ProductApprovalsScreen } from '../ProductApprovalsScreen';
export { StoreApprovalsScreen } from '../StoreApprovalsScreen';
