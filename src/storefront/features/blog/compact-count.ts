/**
 * 58700 → '58.7K', as Intl's compact notation prints it, without making the page load Intl's locale
 * data while it hydrates (see shared/money.ts).
 */
export function compactCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 999_950) return `${Math.round(count / 100) / 10}K`;
  return `${Math.round(count / 100_000) / 10}M`;
}
