import type { Product } from '../../../shared/catalog/product.schema';
import type { CartLine } from '../../../shared/shopping/cart.schema';

/** The product as the checkout summary shows a line (prices shown are estimates: the server prices the order). */
export function buyNowLine(product: Product, quantity: number): CartLine {
  return {
    _id: `buy-now-${product._id}`,
    quantity,
    available: true,
    product: { _id: product._id, name: product.name, price: product.price, imageUrl: product.imageUrl, stock: product.stock, gstRate: product.gstRate },
  };
}
