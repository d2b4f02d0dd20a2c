// The store domain's own tables. Stores, orders, transactions and users are shared (src/db/core.ts and
// src/db/identity.ts); these hold what only the store domain reads and writes.
import '../../db/core';
import '../../db/identity';
import type { Location, Socials, StoreData } from './types';

/** A platform hub: a pickup and dispatch centre stores belong to. */
export interface HubRow {
  id: number;
  name: string;
  phoneNumber?: string;
  address?: Location;
  isActive: boolean;
  createdAt: string;
}

/** A store's application to join a hub; approveHub moves it from pending to approved. */
export interface HubApplicationRow {
  id: number;
  storeId: number;
  hubId: number;
  status: 'pending' | 'approved' | 'rejected';
  /** Why an admin rejected it (rejectHubApplication). */
  rejectionReason?: string;
  createdAt: string;
  updatedAt: string;
}

/** Who gave which approval of a store (the four-eyes rule of approveStore). */
export interface StoreApprovalRow {
  id: number;
  storeId: number;
  level: 'first' | 'second';
  /** The admin user who approved. */
  adminId: number;
  createdAt: string;
}

/** A store approver (an admin-side person, matched to an admin account by email). */
export interface ApproverRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  approvalLevel: 'first' | 'second';
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A resource (area of the product) that roles grant rights on. */
export interface ResourceRow {
  id: number;
  name: string;
  description: string;
  createdAt: string;
}

/**
 * A role. `account` roles are the account types' own (identity's ACCOUNT_ROLES, same ids) and are not given
 * to staff; `store` roles go to a merchant's staff, `platform` roles to the platform's staff.
 */
export interface RoleRow {
  id: number;
  name: string;
  description: string;
  scope: 'account' | 'store' | 'platform';
  resourceIds: number[];
  createdAt: string;
}

/** A staff member: of a store (storeId set) or of the platform (storeId null, managed by super admins). */
export interface StaffRow {
  id: number;
  storeId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  roleId: number;
  isActive: boolean;
  /** The staff member's login (a merchant-session account for a store's staff, an admin one for the platform's). */
  userId?: number;
  createdAt: string;
  updatedAt: string;
}

/** One saved store profile (GET /storeprofile/{id} lists them, oldest first; the last is current). */
export interface StoreProfileRow {
  id: number;
  storeId: number;
  socials: Partial<Socials>;
  /** The store as it was when the profile was saved (the last profile shows the live store instead). */
  store: Omit<StoreData, 'id'>;
  createdAt: string;
  updatedAt: string;
}

export interface PolicyRow {
  id: number;
  merchantId: number;
  title: string;
  policyType?: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface TestimonialRow {
  id: number;
  merchantId: number;
  name: string;
  designation?: string;
  message: string;
  image?: string;
  rating?: number;
  createdAt: string;
  updatedAt: string;
}

export interface PricingPlanRow {
  id: number;
  name: string;
  description: string;
  /** Naira per billing cycle. */
  amount: number;
  billingCycle: 'monthly';
  commissionPercentage: number;
  features: string[];
  isActive: boolean;
}

export interface SubscriptionRow {
  id: number;
  merchantId: number;
  pricingPlanId: number;
  amount: number;
  status: 'active' | 'expired' | 'cancelled';
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  createdAt: string;
}

export interface BankAccountRow {
  id: number;
  merchantId: number;
  bankName: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  createdAt: string;
  updatedAt: string;
}

export interface ContactMessageRow {
  id: number;
  fullName: string;
  email: string;
  phoneNumber?: string;
  subject?: string;
  message: string;
  /** The customer who sent it, when logged in. */
  customerId: number | null;
  createdAt: string;
}

declare module '../../db/Database' {
  interface Tables {
    hubs: HubRow;
    hubApplications: HubApplicationRow;
    storeApprovals: StoreApprovalRow;
    approvers: ApproverRow;
    resources: ResourceRow;
    roles: RoleRow;
    staff: StaffRow;
    storeProfiles: StoreProfileRow;
    policies: PolicyRow;
    testimonials: TestimonialRow;
    pricingPlans: PricingPlanRow;
    subscriptions: SubscriptionRow;
    bankAccounts: BankAccountRow;
    contactMessages: ContactMessageRow;
  }
}
