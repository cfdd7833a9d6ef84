import { orderSelectionLineSchema, type OrderSelectionLine } from '../../shared/shopping/order-selection.schema';

/** `/checkout?buy=<productId>&qty=<n>`: the address Buy Now opens (issue 22: just that product, the cart stays). */
export function buyNowPath(productId: string, quantity: number): string {
  return `/checkout?${new URLSearchParams({ buy: productId, qty: String(quantity) }).toString()}`;
}

/** The Buy Now selection in the address, or null (a plain checkout of the cart). A bad quantity reads as 1. */
export function readBuyNow(params: URLSearchParams): OrderSelectionLine | null {
  const productId = params.get('buy');
  if (!productId) return null;
  const parsed = orderSelectionLineSchema.safeParse({ productId, quantity: Number(params.get('qty') ?? '1') });
  return parsed.success ? parsed.data : { productId, quantity: 1 };
}
