import { groupIndian } from './indian-digits.js';
import { gstAtRate } from './tax/gst-amounts.js';

/** Money rules shared by the API and both web apps. The database keeps integer paise; JSON carries rupees. */

/** The standard rate of most of the catalog (basis points); each product's own rate comes from its HSN. */
export const STANDARD_GST_RATE_BP = 1800;

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

/**
 * |amount| in units of 10^-decimals, rounded half away from zero on its shortest decimal form, as Intl
 * rounds: 1.005 has 101 hundredths (toFixed would print 1.00, the binary value being 1.00499…).
 */
function roundedUnits(amount: number, decimals: 0 | 2): number {
  const text = String(Math.abs(amount));
  if (text.includes('e')) return Math.round(Math.abs(amount) * 10 ** decimals);
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = fraction.padEnd(decimals + 1, '0');
  return Number(whole) * 10 ** decimals + Number(digits.slice(0, decimals) || '0') + (digits[decimals]! >= '5' ? 1 : 0);
}

/** A minus sign only for an amount that does not round to zero. */
function sign(amount: number, units: number): string {
  return amount < 0 && units > 0 ? '-' : '';
}

/*
 * Written out rather than with Intl.NumberFormat('en-IN', { currency: 'INR' }), which prints the same
 * (money.test.ts compares them): a page's first Intl formatter makes the browser load its locale data,
 * 35 ms of main thread on this machine (~140 ms on Lighthouse's phone), in the middle of hydration.
 */

/** ₹1,23,456.50: rupees and paise. */
export function formatRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) return `₹${rupees}`;
  const paise = roundedUnits(rupees, 2);
  return `${sign(rupees, paise)}₹${groupIndian(String(Math.floor(paise / 100)))}.${String(paise % 100).padStart(2, '0')}`;
}

/** ₹1,23,457: whole rupees, for price bounds and filters. */
export function formatWholeRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) return `₹${rupees}`;
  const whole = roundedUnits(rupees, 0);
  return `${sign(rupees, whole)}₹${groupIndian(String(whole))}`;
}

export interface Totals {
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
}

/** Spec §9 in paise with the GST already worked out per rate (tax/gst-amounts.ts); shipping is free. */
export function totalsWithTax(subtotalPaise: number, taxPaise: number): Totals {
  const shipping = 0;
  return { subtotal: subtotalPaise, tax: taxPaise, shipping, total: subtotalPaise + taxPaise + shipping };
}

/** Spec §9 in paise for a cart all at 18%: GST 18% of the subtotal rounded to the paisa, shipping free. */
export function totalsInPaise(subtotalPaise: number): Totals {
  return totalsWithTax(subtotalPaise, gstAtRate(subtotalPaise, STANDARD_GST_RATE_BP));
}
