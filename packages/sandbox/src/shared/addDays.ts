/** A YYYY-MM-DD day moved by whole days (or years). */
export function addDays(day: string, days: number, years = 0): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
