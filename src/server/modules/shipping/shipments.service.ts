import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { findOrderMove, type OrderStatus } from '../../../shared/shopping/order-status.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { trackingUrl, type Shipment } from '../../../shared/shipping/shipping.schema.js';
import { queryRows, type Db } from '../../db/client.js';
import { orderLines } from '../../db/schema/orders.js';
import { couriers, shipmentLines, shipments } from '../../db/schema/shipping.js';
import { isUuid } from '../../db/uuid.js';
import type { OutgoingMessage } from '../../mail/mailer.js';
import { HttpError } from '../../plugins/error-handler.js';
import { issueDocumentsForStatus, type DocumentContext } from '../documents/tax-documents.service.js';
import { orderLinks } from '../orders/order-links.js';
import { applyOrderMove, getOrder } from '../orders/orders.service.js';
import { shipmentMail } from './shipment-mail.js';

/** An order's parcels, oldest first, each with its courier's link and its lines. */
export async function shipmentsOf(db: Db, orderId: string): Promise<Shipment[]> {
  const rows = await db
    .select({ shipment: shipments, courier: couriers.name, pattern: couriers.trackingUrl })
    .from(shipments)
    .innerJoin(couriers, eq(couriers.id, shipments.courierId))
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.createdAt), asc(shipments.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ shipmentId: shipmentLines.shipmentId, productId: orderLines.productId, name: orderLines.name, quantity: shipmentLines.quantity })
    .from(shipmentLines)
    .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
    .where(
      inArray(
        shipmentLines.shipmentId,
        rows.map((r) => r.shipment.id),
      ),
    )
    .orderBy(asc(orderLines.name));
  return rows.map(({ shipment, courier, pattern }) => ({
    _id: shipment.id,
    courier,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: trackingUrl(pattern, shipment.trackingNumber),
    expectedOn: shipment.expectedOn,
    shippedAt: shipment.createdAt.toISOString(),
    items: lines.filter((l) => l.shipmentId === shipment.id).map(({ productId, name, quantity }) => ({ productId, name, quantity })),
  }));
}

export interface ShipmentRequest {
  courierId: string;
  trackingNumber: string;
  expectedOn?: string | undefined;
  note?: string | undefined;
  lines?: { productId: string; quantity: number }[] | undefined;
}

export interface ShipmentDeps {
  documents: DocumentContext;
  /** Queues a mail in the caller's transaction (jobs/mail-queue.ts): it exists only if the shipment commits. */
  queueMailIn: (tx: Db, message: OutgoingMessage) => Promise<void>;
  publicUrl: string;
}

/**
 * Sends some or all of an order's lines as one parcel, in one transaction: the order row is locked
 * first (a cancel or another shipment of the same order waits), each line's shipped count rises by
 * one UPDATE conditional on staying within the ordered quantity, and the first parcel moves the
 * order from Processing to Shipped through the status table (ADR 52), which issues the invoice.
 * Two staff shipping the same lines at once: the second finds them shipped and gets 409.
 */
export async function shipOrder(
  db: Db,
  deps: ShipmentDeps,
  orderId: string,
  staffId: string | null,
  input: ShipmentRequest,
): Promise<{ order: Order; shipment: Shipment }> {
  if (!isUuid(orderId)) throw new HttpError(404, 'Order not found');
  const shipmentId = await db.transaction(async (tx) => {
    const [locked] = await queryRows<{ status: OrderStatus }>(tx, sql`select status from orders where id = ${orderId} for update`);
    if (!locked) throw new HttpError(404, 'Order not found');
    if (locked.status !== 'Processing' && locked.status !== 'Shipped') throw new HttpError(409, `An order that is ${locked.status} cannot be shipped`);
    const [courier] = await tx
      .select({ name: couriers.name })
      .from(couriers)
      .where(and(eq(couriers.id, input.courierId), eq(couriers.active, true)));
    if (!courier) throw new HttpError(400, 'Please choose a courier from the list');

    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
    const wanted = input.lines
      ? input.lines.map((want) => {
          const line = lines.find((l) => l.productId === want.productId);
          if (!line) throw new HttpError(400, `Product ${want.productId} is not in this order`);
          return { line, quantity: want.quantity };
        })
      : lines.filter((l) => l.shippedQuantity < l.quantity).map((line) => ({ line, quantity: line.quantity - line.shippedQuantity }));
    if (wanted.length === 0) throw new HttpError(409, 'Everything in this order has already shipped');
    wanted.sort((a, b) => (a.line.id < b.line.id ? -1 : 1));

    for (const { line, quantity } of wanted) {
      const [raised] = await tx
        .update(orderLines)
        .set({ shippedQuantity: sql`${orderLines.shippedQuantity} + ${quantity}` })
        .where(and(eq(orderLines.id, line.id), sql`${orderLines.shippedQuantity} + ${quantity} <= ${orderLines.quantity}`))
        .returning({ id: orderLines.id });
      if (!raised) {
        const [now] = await tx
          .select({ left: sql<number>`${orderLines.quantity} - ${orderLines.shippedQuantity}`.mapWith(Number) })
          .from(orderLines)
          .where(eq(orderLines.id, line.id));
        const left = now?.left ?? 0;
        throw new HttpError(409, left === 0 ? `${line.name} has already shipped` : `Only ${left} of ${line.name} ${left === 1 ? 'is' : 'are'} left to ship`);
      }
    }

    const [shipment] = await tx
      .insert(shipments)
      .values({ orderId, courierId: input.courierId, trackingNumber: input.trackingNumber, expectedOn: input.expectedOn ?? null, shippedBy: staffId })
      .returning({ id: shipments.id });
    if (!shipment) throw new Error('shipment insert returned nothing');
    await tx.insert(shipmentLines).values(wanted.map(({ line, quantity }) => ({ shipmentId: shipment.id, orderLineId: line.id, quantity })));

    if (locked.status === 'Processing') {
      const move = findOrderMove('Processing', 'Shipped', 'staff');
      if (!move) throw new Error('the status table has no Processing → Shipped move for staff');
      const note = input.note || `Shipped with ${courier.name}, tracking number ${input.trackingNumber}`;
      if (!(await applyOrderMove(tx, orderId, move, null, {}, { actor: 'staff', userId: staffId, note }))) {
        throw new HttpError(409, 'The order changed meanwhile. Please reload and try again.');
      }
      await issueDocumentsForStatus(tx, orderId, 'Shipped', deps.documents);
    }

    const order = await getOrder(tx, null, orderId);
    const sent = (await shipmentsOf(tx, orderId)).find((s) => s._id === shipment.id);
    const [owner] = await queryRows<{ email: string | null }>(
      tx,
      sql`select coalesce(u.email, o.email) as email from orders o left join users u on u.id = o.user_id where o.id = ${orderId}`,
    );
    if (sent && owner?.email) await deps.queueMailIn(tx, shipmentMail(owner.email, order, sent, await orderLinks(tx, deps.publicUrl, orderId)));
    return shipment.id;
  });
  const order = await getOrder(db, null, orderId);
  const shipment = (await shipmentsOf(db, orderId)).find((s) => s._id === shipmentId);
  if (!shipment) throw new Error('the shipment just made is missing');
  return { order, shipment };
}
