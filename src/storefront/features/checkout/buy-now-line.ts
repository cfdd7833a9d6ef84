import type { ProductDetail } from '../../../shared/catalog/product-variants.schema';
import { variantDisplayName } from '../../../shared/catalog/variant-name';
import type { CartLine } from '../../../shared/shopping/cart.schema';
import { orderSelectionLineSchema, type OrderSelectionLine } from '../../../shared/shopping/order-selection.schema';

/** The Buy Now selection in the address (lib/buy-now.ts), or null (a plain checkout of the cart). A bad quantity reads as 1. */
export function readBuyNow(params: URLSearchParams): OrderSelectionLine | null {
  const productId = params.get('buy');
  if (!productId) return null;
  const parsed = orderSelectionLineSchema.safeParse({ productId, quantity: Number(params.get('qty') ?? '1') });
  return parsed.success ? parsed.data : { productId, quantity: 1 };
}

/** The product as the checkout summary shows a line (prices shown are estimates: the server prices the order). */
export function buyNowLine(product: ProductDetail, quantity: number): CartLine {
  // A variant is named with its values, as the order line will be (ADR 65).
  const label = product.variantGroup?.variants.find((v) => v._id === product._id)?.label ?? '';
  return {
    _id: `buy-now-${product._id}`,
    quantity,
    available: true,
    product: {
      _id: product._id,
      name: variantDisplayName(product.name, label),
      price: product.price,
      imageUrl: product.imageUrl,
      stock: product.stock,
      gstRate: product.gstRate,
    },
  };
}
