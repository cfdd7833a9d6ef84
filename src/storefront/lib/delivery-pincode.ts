/**
 * The pincode a shopper last checked delivery for, kept in this browser's local storage so the
 * product pages and checkout answer for it without asking again.
 */
const KEY = 'deliveryPincode';

export function readDeliveryPincode(): string {
  if (typeof window === 'undefined') return '';
  try {
    const value = window.localStorage.getItem(KEY) ?? '';
    return /^[1-9]\d{5}$/.test(value) ? value : '';
  } catch {
    return '';
  }
}

export function rememberDeliveryPincode(pincode: string): void {
  try {
    window.localStorage.setItem(KEY, pincode);
  } catch {
    // Storage full or blocked (private mode): the box still answers, it just forgets.
  }
}
