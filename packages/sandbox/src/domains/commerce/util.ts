// Small helpers of the commerce domain: dates in Lagos time, who a caller is, paging, states and weights.
import { fromKobo, toKobo } from '@marketplace/sdk';
import type { ProductRow, StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import type { SandboxEnv } from '../../http/HandlerContext';
import { lagosDay } from '../../lagosDay';

/** The calendar day (YYYY-MM-DD) of an instant in Lagos (the sandbox's one calendar). */
export const lagosDate = lagosDay;

/** Today in Lagos, by the sandbox's clock. */
export function today(env: SandboxEnv): string {
  return lagosDate(env.now());
}

/** A YYYY-MM-DD day moved by whole days (or years). */
export function addDays(day: string, days: number, years = 0): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a timestamp falls in [startDate, endDate] (Lagos days, both inclusive, either optional). */
export function inDateRange(at: string, startDate?: string, endDate?: string): boolean {
  const day = lagosDate(at);
  return (!startDate || day >= startDate) && (!endDate || day <= endDate);
}

/** The store a merchant (owner or staff) works for. */
export function storeOfMerchant(db: Database, user: UserRow): StoreRow | undefined {
  const stores = db.table('stores');
  return (
    (user.storeId ? stores.get(user.storeId) : undefined) ?? stores.find((s) => s.merchantId === user.id)
  );
}

/** The merchant id a merchant session acts for: its store's owner (staff act for their store). */
export function merchantIdOf(db: Database, user: UserRow): number {
  return storeOfMerchant(db, user)?.merchantId ?? user.id;
}

/** The store of a merchant id. */
export function storeOf(db: Database, merchantId: number | undefined): StoreRow | undefined {
  return merchantId === undefined ? undefined : db.table('stores').find((s) => s.merchantId === merchantId);
}

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Whether an admin-session account may manage coupons and gift cards (not dispatchers nor schedulers). */
export function isPlatformAdmin(user: UserRow | undefined): boolean {
  return user?.accountType === 'admin' || user?.accountType === 'superadmin';
}

/** `{ count, rows }` of one page by limit and offset. */
export function pageByOffset<T>(rows: T[], limit?: number, offset?: number): { count: number; rows: T[] } {
  const start = offset ?? 0;
  return {
    count: rows.length,
    rows: limit === undefined ? rows.slice(start) : rows.slice(start, start + limit),
  };
}

/** `{ count, rows }` of one page by page number (from 1) and limit (default 10). */
export function pageByNumber<T>(rows: T[], page?: number, limit?: number): { count: number; rows: T[] } {
  const size = limit ?? 10;
  const start = ((page ?? 1) - 1) * size;
  return { count: rows.length, rows: rows.slice(start, start + size) };
}

/** A Nigerian state's name compared loosely: case, "State" and the names of the FCT do not matter. */
export function normalizeState(state: string | undefined | null): string {
  const name = (state ?? '')
    .toLowerCase()
    .replace(/\bstate\b/g, '')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (['fct', 'abuja', 'fct abuja', 'abuja fct', 'federal capital territory'].includes(name)) return 'fct';
  return name;
}

export function isLagos(state: string | undefined | null): boolean {
  return normalizeState(state) === 'lagos';
}

/** One unit's weight in kg (product weights are in kg unless their unit says grams or pounds). */
export function weightKg(product: Pick<ProductRow, 'weight' | 'weightUnit'>): number {
  const weight = product.weight ?? 0;
  const unit = (product.weightUnit ?? 'kg').toLowerCase();
  if (unit === 'g' || unit.startsWith('gram')) return weight / 1000;
  if (unit === 'lb' || unit === 'lbs' || unit.startsWith('pound')) return Math.round(weight * 453.592) / 1000;
  return weight;
}

/** Naira as kobo and back, for exact sums. */
export const kobo = toKobo;
export const naira = fromKobo;

/** An uppercase code of `length` letters and digits (no 0/O/1/I), from the sandbox's randomness. */
export function randomCode(env: SandboxEnv, length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[Math.floor(env.random() * alphabet.length)];
  return code;
}

/** Splits `total` kobo over `weights` in proportion, exactly (largest remainders; ties to the first). */
export function splitKobo(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const shares = raw.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if ((weights[i] ?? 0) > 0) {
      shares[i] = (shares[i] ?? 0) + 1;
      left--;
    }
  }
  return shares;
}

/** Spreads up to `total` kobo over `weights` in proportion, never more than a weight (nor their sum). */
export function spreadKobo(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  return splitKobo(Math.min(total, sum), weights);
}
