/**
 * Tax dates are Indian dates: an order placed at 23:30 UTC on 31 March is already in the next
 * financial year in India (UTC+5:30, no daylight saving).
 */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** YYYY-MM-DD in India at that instant. */
export function indianDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year (1 April–31 March) of that instant, as invoices print it: "25-26". */
export function financialYear(at: Date): string {
  const [year = 0, month = 1] = indianDate(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** DD-MM-YYYY, the way Indian invoices print dates. */
export function formatIndianDate(at: Date): string {
  const [y, m, d] = indianDate(at).split('-');
  return `${d}-${m}-${y}`;
}
