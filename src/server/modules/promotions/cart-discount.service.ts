import { and, asc, eq } from 'drizzle-orm';
import type { DiscountQuote } from '../../../shared/promotions/promotion.schema.js';
import { paiseToRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { cartLines } from '../../db/schema/shopping.js';
import { listedProduct } from '../products/product-visibility.js';
import { discountLabel } from './promotion-pricing.js';
import { chooseDiscount } from './promotions.service.js';

/**
 * What the shopper's cart would get off now, with this code or none: the lines placing the order
 * would take (for sale, in product order, catalog prices), through the same choice placeOrder makes.
 */
export async function quoteCartDiscount(db: Db, userId: string, code: string | null, now = new Date()): Promise<DiscountQuote> {
  const lines = await db
    .select({
      productId: products.id,
      mainProductId: products.variantOf,
      categorySlug: products.categorySlug,
      pricePaise: products.pricePaise,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .innerJoin(products, and(eq(products.id, cartLines.productId), listedProduct))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.productId));
  const priced = lines.map((l) => ({
    productId: l.productId,
    mainProductId: l.mainProductId,
    categorySlug: l.categorySlug ?? '',
    lineTotalPaise: l.pricePaise * l.quantity,
  }));
  const choice = await chooseDiscount(db, priced, userId, code, now);
  const best = choice.best;
  return {
    subtotal: paiseToRupees(priced.reduce((a, l) => a + l.lineTotalPaise, 0)),
    discount: paiseToRupees(best?.discountPaise ?? 0),
    label: best ? discountLabel(best.promotion) : null,
    lines: priced.map((l, i) => ({ productId: l.productId, discount: paiseToRupees(best?.lineDiscountsPaise[i] ?? 0) })),
    code: choice.code,
  };
}
