/**
 * `/checkout?buy=<productId>&qty=<n>`: the address Buy Now opens (just that product, the cart stays; ADR 62).
 * Free of zod on purpose: the product page imports it, and hydrates without zod (bundle-chunks.test.ts).
 */
export function buyNowPath(productId: string, quantity: number): string {
  return `/checkout?${new URLSearchParams({ buy: productId, qty: String(quantity) }).toString()}`;
}
