import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema/categories.js';
import { orderLines } from '../../db/schema/orders.js';
import { products } from '../../db/schema/products.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's default when a product's category is gone: the policy page's 7 days. */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

export interface ReturnableLine {
  id: string;
  productId: string;
  name: string;
  quantity: number;
  returnedQuantity: number;
  unitPricePaise: number;
  /** The line's share of the order's discount (ADR 60): the shopper paid the price less this. */
  discountPaise: number;
  taxPaise: number;
  nonReturnable: boolean;
  /** The end of the line's window: delivery plus its category's days; null before delivery. */
  deadline: Date | null;
}

/** An order's lines with what decides their return: the product's flag and its category's window. */
export async function returnableLines(db: Db, orderId: string, deliveredAt: Date | null): Promise<ReturnableLine[]> {
  const rows = await db
    .select({ line: orderLines, nonReturnable: products.nonReturnable, windowDays: categories.returnWindowDays })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.slug, products.categorySlug))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
  return rows.map(({ line, nonReturnable, windowDays }) => ({
    id: line.id,
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    returnedQuantity: line.returnedQuantity,
    unitPricePaise: line.unitPricePaise,
    discountPaise: line.discountPaise,
    taxPaise: line.cgstPaise + line.sgstPaise + line.igstPaise,
    nonReturnable,
    deadline: deliveredAt ? new Date(deliveredAt.getTime() + (windowDays ?? DEFAULT_RETURN_WINDOW_DAYS) * DAY_MS) : null,
  }));
}

/**
 * What `quantity` more units of a line give back: their price and their share of the line's GST.
 * The share is counted on the units returned so far (`before` → `before + quantity`), so returns in
 * parts never add up to a paisa more than the line's tax.
 */
export function lineRefundPaise(
  line: Pick<ReturnableLine, 'quantity' | 'unitPricePaise' | 'discountPaise' | 'taxPaise'>,
  before: number,
  quantity: number,
): number {
  const share = (units: number) => Math.round((line.taxPaise * units) / line.quantity);
  // A discounted line gives back what was paid: its price less its share of the discount, counted the same way.
  const discount = (units: number) => Math.round((line.discountPaise * units) / line.quantity);
  return line.unitPricePaise * quantity - (discount(before + quantity) - discount(before)) + share(before + quantity) - share(before);
}
