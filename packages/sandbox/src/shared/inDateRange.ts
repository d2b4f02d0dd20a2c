import { lagosDay } from '../lagosDay';

/** Whether an ISO timestamp's day (Lagos) lies in the inclusive YYYY-MM-DD range. */
export function inDateRange(at: string | undefined, startDate?: string, endDate?: string): boolean {
  if (!startDate && !endDate) return true;
  if (!at) return false;
  const day = lagosDay(at);
  if (startDate && day < startDate) return false;
  if (endDate && day > endDate) return false;
  return true;
}
