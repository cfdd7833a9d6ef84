import { asc, eq, isNull, and } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { cartLines } from '../../db/schema/shopping.js';
import { indianDate } from '../tax/indian-date.js';
import { taxOrderLines } from '../tax/order-tax.js';

/** The cart's total with GST as placing it now would charge (prices from the catalog, never the client's). */
export async function cartTotalPaise(db: Db, userId: string, sellerState: string, deliveryState: string): Promise<number> {
  const lines = await db
    .select({ quantity: cartLines.quantity, name: products.name, hsn: products.hsn, pricePaise: products.pricePaise })
    .from(cartLines)
    .innerJoin(products, and(eq(products.id, cartLines.productId), isNull(products.deletedAt)))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.productId));
  const taxable = lines.map((l) => ({ name: l.name, hsn: l.hsn, lineTotalPaise: l.pricePaise * l.quantity }));
  const subtotal = taxable.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  try {
    const tax = await taxOrderLines(db, taxable, sellerState, deliveryState, indianDate(new Date()));
    return subtotal + tax.taxPaise;
  } catch {
    // A product without a GST rate: placing the order will say so; the options judge the goods alone.
    return subtotal;
  }
}
