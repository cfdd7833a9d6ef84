import { asc, eq, inArray, isNull, and } from 'drizzle-orm';
import { listedProduct } from '../products/product-visibility.js';
import { productDisplayName } from '../products/product-variants.js';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { cartLines } from '../../db/schema/shopping.js';
import { indianDate } from '../tax/indian-date.js';
import { taxOrderLines } from '../tax/order-tax.js';

/** A selection's total with GST (Buy Now, a guest's cart), priced like the cart below; unlisted products count nothing. */
export async function selectionTotalPaise(
  db: Db,
  selection: readonly { productId: string; quantity: number }[],
  sellerState: string,
  deliveryState: string,
): Promise<number> {
  if (selection.length === 0) return 0;
  const found = await db
    .select({ id: products.id, name: productDisplayName, hsn: products.hsn, pricePaise: products.pricePaise })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          selection.map((l) => l.productId),
        ),
        listedProduct,
      ),
    );
  const taxable = selection.flatMap((l) => {
    const p = found.find((f) => f.id === l.productId);
    return p ? [{ name: p.name, hsn: p.hsn, lineTotalPaise: p.pricePaise * l.quantity }] : [];
  });
  return withTax(db, taxable, sellerState, deliveryState);
}

async function withTax(db: Db, taxable: { name: string; hsn: string; lineTotalPaise: number }[], sellerState: string, deliveryState: string): Promise<number> {
  const subtotal = taxable.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  try {
    const tax = await taxOrderLines(db, taxable, sellerState, deliveryState, indianDate(new Date()));
    return subtotal + tax.taxPaise;
  } catch {
    // A product without a GST rate: placing the order will say so; the options judge the goods alone.
    return subtotal;
  }
}

/** The cart's total with GST as placing it now would charge (prices from the catalog, never the client's). */
export async function cartTotalPaise(db: Db, userId: string, sellerState: string, deliveryState: string): Promise<number> {
  const lines = await db
    .select({ quantity: cartLines.quantity, name: productDisplayName, hsn: products.hsn, pricePaise: products.pricePaise })
    .from(cartLines)
    .innerJoin(products, and(eq(products.id, cartLines.productId), isNull(products.deletedAt)))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.productId));
  const taxable = lines.map((l) => ({ name: l.name, hsn: l.hsn, lineTotalPaise: l.pricePaise * l.quantity }));
  return withTax(db, taxable, sellerState, deliveryState);
}
