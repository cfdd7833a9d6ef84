/**
 * A product's name with its variant's values, as carts, orders and invoices show it:
 * `Havells LED Bulb — 9 W, 6500 K` (ADR 65). Apart from the schemas so the storefront's first view
 * stays without zod. The server writes the same in SQL (modules/products/product-variants.ts).
 */
export function variantDisplayName(name: string, label: string): string {
  return label === '' ? name : `${name} — ${label}`;
}
