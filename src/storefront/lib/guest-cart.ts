/**
 * A visitor's cart, kept in local storage until sign-in merges it into the account's cart
 * (`POST /api/carts/merge`). Prices and names here are only for display; the server re-prices.
 */
import { useSyncExternalStore } from 'react';

const GUEST_CART_KEY = 'guestCart';
const CHANGE_EVENT = 'wattson:guest-cart-change';

export interface GuestCartItem {
  productId: string;
  name: string;
  price: number;
  imageUrl: string;
  quantity: number;
  /** Stock when the item was added; caps the quantity control. The merge caps again at the live stock. */
  stock?: number;
  /** GST rate in percent when the item was added, for the summary's estimate only. */
  gstRate?: number;
}

const isCount = (value: unknown, min: number): value is number => Number.isInteger(value) && (value as number) >= min;

/**
 * Checked by hand rather than with zod: the cart badge reads this on every page, and zod would
 * add a quarter of the first view's script budget.
 */
function toGuestCartItem(entry: unknown): GuestCartItem | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { productId, name, price, imageUrl, quantity, stock, gstRate } = entry as Record<string, unknown>;
  if (typeof productId !== 'string' || productId.length === 0 || typeof name !== 'string' || typeof imageUrl !== 'string') return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0 || !isCount(quantity, 1)) return null;
  if (stock !== undefined && !isCount(stock, 0)) return null;
  const rate = typeof gstRate === 'number' && Number.isFinite(gstRate) && gstRate >= 0 && gstRate <= 40 ? { gstRate } : {};
  return { productId, name, price, imageUrl, quantity, ...(stock === undefined ? {} : { stock }), ...rate };
}

const EMPTY: readonly GuestCartItem[] = Object.freeze([]);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same array for the same stored text, or React re-renders forever.
let cachedRaw: string | null = null;
let cachedItems: readonly GuestCartItem[] = EMPTY;

export function readGuestCart(): readonly GuestCartItem[] {
  const raw = storage()?.getItem(GUEST_CART_KEY) ?? null;
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  cachedItems = EMPTY;
  if (raw) {
    try {
      // Storage is editable by hand and by older builds: a malformed entry is dropped, not trusted.
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) {
        cachedItems = parsed.flatMap((entry: unknown) => {
          const item = toGuestCartItem(entry);
          return item ? [item] : [];
        });
      }
    } catch {
      cachedItems = EMPTY;
    }
  }
  return cachedItems;
}

function writeGuestCart(items: readonly GuestCartItem[]): void {
  const s = storage();
  if (!s) return;
  if (items.length === 0) s.removeItem(GUEST_CART_KEY);
  else s.setItem(GUEST_CART_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function capAtStock(quantity: number, stock: number | undefined): number {
  return stock === undefined ? quantity : Math.min(quantity, stock);
}

export interface GuestProduct {
  _id: string;
  name: string;
  price: number;
  imageUrl: string;
  stock: number;
  gstRate: number | null;
}

/** Adds to the product's line (or starts one), capped at the stock. Returns how many were actually added. */
export function addToGuestCart(product: GuestProduct, quantity: number): number {
  const items = readGuestCart();
  const existing = items.find((item) => item.productId === product._id);
  const before = existing?.quantity ?? 0;
  const after = capAtStock(before + Math.max(1, Math.floor(quantity)), product.stock);
  if (after <= before) return 0;
  const line: GuestCartItem = {
    productId: product._id,
    name: product.name,
    price: product.price,
    imageUrl: product.imageUrl,
    quantity: after,
    stock: product.stock,
    ...(product.gstRate === null ? {} : { gstRate: product.gstRate }),
  };
  writeGuestCart(existing ? items.map((item) => (item.productId === product._id ? line : item)) : [...items, line]);
  return after - before;
}

/** Below 1 is ignored (spec §5), above the known stock is capped. */
export function setGuestCartQuantity(productId: string, quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1) return;
  writeGuestCart(readGuestCart().map((item) => (item.productId === productId ? { ...item, quantity: capAtStock(quantity, item.stock) } : item)));
}

export function removeFromGuestCart(productId: string): void {
  writeGuestCart(readGuestCart().filter((item) => item.productId !== productId));
}

export function clearGuestCart(): void {
  writeGuestCart(EMPTY);
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The guest cart, live: re-renders on every change in this tab and in others. */
export function useGuestCart(): readonly GuestCartItem[] {
  return useSyncExternalStore(subscribe, readGuestCart, () => EMPTY);
}
