/** Money rules shared by the API and both web apps. The database keeps integer paise; JSON carries rupees. */

export const GST_RATE = 0.18;

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Spec §9: the struck-through price on cards is price / (1 − discount/100), rounded; only when discounted. */
export function originalPrice(price: number, discountPercent: number): number | null {
  if (discountPercent <= 0 || discountPercent >= 100) return null;
  return Math.round(price / (1 - discountPercent / 100));
}

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatRupees(rupees: number): string {
  return rupeeFormat.format(rupees);
}

export interface Totals {
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
}

/** Spec §9 in paise: GST 18% of the subtotal rounded to the paisa, shipping free. */
export function totalsInPaise(subtotalPaise: number): Totals {
  const tax = Math.round(subtotalPaise * GST_RATE);
  const shipping = 0;
  return { subtotal: subtotalPaise, tax, shipping, total: subtotalPaise + tax + shipping };
}
