/**
 * Whole numbers written the Indian way (12,34,567), without Intl: a page's first Intl formatter or
 * `toLocaleString('en-IN')` makes the browser load its locale data, 35 ms of main thread on this
 * machine (~140 ms on Lighthouse's phone), in the middle of hydration (indian-digits.test.ts compares
 * the output with Intl's).
 */

/** Indian digit grouping of a string of digits: the last three digits, then pairs (12,34,567). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A count (of results, items): 1,00,000. */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  return `${count < 0 ? '-' : ''}${groupIndian(String(Math.abs(count)))}`;
}
