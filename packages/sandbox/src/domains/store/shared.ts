// Helpers of the store domain: who the caller is, views of rows as the API sends them, paging.

import type { StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { lagosDay } from '../../lagosDay';
import type { HubApplicationData, Socials, StaffData, StoreData, SubscriptionData } from './api';
import './tables';
import type { HubApplicationRow, StaffRow, SubscriptionRow } from './tables';

/** Admin accounts that run the platform (dispatchers and schedulers only assign orders). */
export function isPlatformAdmin(user: UserRow | undefined): boolean {
  return user?.accountType === 'admin' || user?.accountType === 'superadmin';
}

export function isSuperAdmin(user: UserRow | undefined): boolean {
  return user?.accountType === 'superadmin';
}

/** The calling merchant's store: the one their account points to, else the one they own. */
export function merchantStore(db: Database, user: UserRow | undefined): StoreRow | undefined {
  if (!user) return undefined;
  const stores = db.table('stores');
  const own = stores.get(user.storeId);
  if (own && own.merchantId === user.id) return own;
  return stores.find((s) => s.merchantId === user.id);
}

/** A store as the store approval and profile calls send it. */
export function storeView(store: StoreRow): StoreData {
  return {
    id: store.id,
    merchantId: store.merchantId,
    hubId: store.hubId ?? null,
    ...(store.logo ? { logo: store.logo } : {}),
    storeName: store.storeName,
    ...(store.storePhoneNumber !== undefined ? { storePhoneNumber: store.storePhoneNumber } : {}),
    ...(store.isPhysicalLocation !== undefined ? { isPhysicalLocation: store.isPhysicalLocation } : {}),
    ...(store.shippingLocation ? { shippingLocation: { ...store.shippingLocation } } : {}),
    firstApproval: store.firstApproval,
    secondApproval: store.secondApproval,
    ...(store.paymentCategory ? { paymentCategory: store.paymentCategory } : {}),
    createdAt: store.createdAt,
    ...(store.updatedAt ? { updatedAt: store.updatedAt } : {}),
  };
}

/** The nine social links of a store profile, without the empty ones left undefined. */
export const SOCIAL_KEYS = [
  'facebook',
  'instagram',
  'pinterest',
  'snapchat',
  'tiktok',
  'tumblr',
  'twitter',
  'vimeo',
  'youtube',
] as const;

export function pickSocials(source: Partial<Socials> | undefined): Partial<Socials> {
  const out: Partial<Socials> = {};
  for (const key of SOCIAL_KEYS) {
    const value = source?.[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

export function hubApplicationView(db: Database, application: HubApplicationRow): HubApplicationData {
  const store = db.table('stores').get(application.storeId);
  const hub = db.table('hubs').get(application.hubId);
  return {
    id: application.id,
    storeId: application.storeId,
    ...(store ? { storeName: store.storeName } : {}),
    hubId: application.hubId,
    ...(hub ? { hubName: hub.name } : {}),
    status: application.status,
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
  };
}

export function staffView(db: Database, staff: StaffRow): StaffData {
  const role = db.table('roles').get(staff.roleId);
  return {
    id: staff.id,
    firstName: staff.firstName,
    lastName: staff.lastName,
    email: staff.email,
    ...(staff.phoneNumber ? { phoneNumber: staff.phoneNumber } : {}),
    roleId: staff.roleId,
    ...(role ? { role: role.name } : {}),
    ...(staff.storeId !== null ? { storeId: staff.storeId } : {}),
    isActive: staff.isActive,
    createdAt: staff.createdAt,
    updatedAt: staff.updatedAt,
  };
}

export function subscriptionView(db: Database, subscription: SubscriptionRow): SubscriptionData {
  const plan = db.table('pricingPlans').get(subscription.pricingPlanId);
  const store = db.table('stores').find((s) => s.merchantId === subscription.merchantId);
  return {
    id: subscription.id,
    merchantId: subscription.merchantId,
    ...(store ? { storeName: store.storeName } : {}),
    pricingPlanId: subscription.pricingPlanId,
    ...(plan ? { planName: plan.name } : {}),
    amount: subscription.amount,
    status: subscription.status,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
    createdAt: subscription.createdAt,
  };
}

/**
 * One page of `rows` by `limit` and `offset` (no limit: every row from the offset), with the count of all
 * matches.
 */
export function page<T>(rows: T[], query: { limit?: number; offset?: number }): { count: number; rows: T[] } {
  const offset = Math.max(0, query.offset ?? 0);
  const end = query.limit === undefined ? undefined : offset + Math.max(0, query.limit);
  return { count: rows.length, rows: rows.slice(offset, end) };
}

/** Whether an ISO timestamp's day (Lagos) lies in the inclusive YYYY-MM-DD range. */
export function inDateRange(at: string | undefined, startDate?: string, endDate?: string): boolean {
  if (!startDate && !endDate) return true;
  if (!at) return false;
  const day = lagosDay(at);
  if (startDate && day < startDate) return false;
  if (endDate && day > endDate) return false;
  return true;
}

/** Case-insensitive "contains" over several fields. */
export function matches(search: string | undefined, ...fields: (string | undefined | null)[]): boolean {
  const term = search?.trim().toLowerCase();
  if (!term) return true;
  return fields.some((field) => field?.toLowerCase().includes(term));
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Newest first by a timestamp, then by id. */
export function newestFirst<T extends { id: number }>(at: (row: T) => string | undefined) {
  return (a: T, b: T) => (at(b) ?? '').localeCompare(at(a) ?? '') || b.id - a.id;
}

/** YYYY-MM-DD of a date (Lagos). */
export const isoDay = (date: Date) => lagosDay(date);
