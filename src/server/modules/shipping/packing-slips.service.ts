import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines } from '../../db/schema/orders.js';
import { HttpError } from '../../plugins/error-handler.js';
import { getOrder } from '../orders/orders.service.js';
import type { PackingSlip } from './packing-slip-pdf.js';

/** The slips of these orders, in the order asked; an unknown id is a 404 naming how many were missing. */
export async function packingSlipsFor(db: Db, orderIds: string[]): Promise<PackingSlip[]> {
  const found = await Promise.all(
    orderIds.map((id) => getOrder(db, null, id).catch((error: unknown) => (error instanceof HttpError ? null : Promise.reject(error)))),
  );
  const orders = found.filter((o) => o !== null);
  if (orders.length < orderIds.length)
    throw new HttpError(404, orderIds.length === 1 ? 'Order not found' : `${orderIds.length - orders.length} of the orders were not found`);
  const lines = await db
    .select({ orderId: orderLines.orderId, productId: orderLines.productId, shipped: orderLines.shippedQuantity })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds));
  return orders.map((order) => ({
    order,
    shipped: new Map(lines.filter((l) => l.orderId === order._id).map((l) => [l.productId, l.shipped])),
  }));
}
