import { and, asc, eq, sql } from 'drizzle-orm';
import { ticketLabel, type Grievance, type GrievanceStatus } from '../../../shared/shipping/grievance.schema.js';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/content.js';
import { orders } from '../../db/schema/orders.js';
import { grievanceTickets } from '../../db/schema/shipping.js';
import type { OutgoingMessage } from '../../mail/mailer.js';
import { HttpError } from '../../plugins/error-handler.js';
import { grievanceAcknowledgementMail, grievanceResolvedMail } from './grievance-mails.js';

export type QueueMailIn = (tx: Db, message: OutgoingMessage) => Promise<void>;

/**
 * Opens a ticket for an order-related contact message, in the message's transaction, and queues its
 * acknowledgement there too: the ticket and its mail exist together or not at all. The order is linked
 * only when the number is one of the sender's own orders (same email); a ticket opens either way.
 */
export async function openGrievance(
  tx: Db,
  queueMailIn: QueueMailIn,
  message: { id: string; fullName: string; email: string; subject: string; orderNumber: number },
): Promise<string> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, message.orderNumber), sql`lower(${orders.email}) = lower(${message.email})`))
    .limit(1);
  const [ticket] = await tx
    .insert(grievanceTickets)
    .values({ contactMessageId: message.id, orderNumber: message.orderNumber, orderId: order?.id ?? null, email: message.email })
    .returning({ number: grievanceTickets.number });
  if (!ticket) throw new Error('ticket insert returned nothing');
  const label = ticketLabel(ticket.number);
  await queueMailIn(
    tx,
    grievanceAcknowledgementMail(message.email, { ticket: label, fullName: message.fullName, orderNumber: message.orderNumber, subject: message.subject }),
  );
  return label;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listGrievances(db: Db, status: GrievanceStatus, now = new Date()): Promise<Grievance[]> {
  const rows = await db
    .select({ ticket: grievanceTickets, message: contactMessages })
    .from(grievanceTickets)
    .innerJoin(contactMessages, eq(contactMessages.id, grievanceTickets.contactMessageId))
    .where(eq(grievanceTickets.status, status))
    // Open tickets oldest first: the one nearest its deadline leads.
    .orderBy(status === 'Open' ? asc(grievanceTickets.createdAt) : sql`${grievanceTickets.resolvedAt} desc`)
    .limit(200);
  return rows.map(({ ticket, message }) => ({
    _id: ticket.id,
    ticket: ticketLabel(ticket.number),
    status: ticket.status as GrievanceStatus,
    orderNumber: ticket.orderNumber,
    orderId: ticket.orderId,
    fullName: message.fullName,
    email: ticket.email,
    subject: message.subject,
    message: message.message,
    createdAt: ticket.createdAt.toISOString(),
    ageDays: Math.max(0, Math.floor((now.getTime() - ticket.createdAt.getTime()) / DAY_MS)),
    resolvedAt: ticket.resolvedAt?.toISOString() ?? null,
    resolution: ticket.resolution,
  }));
}

/** Resolves an open ticket once (the UPDATE requires it still open) and mails the sender the resolution. */
export async function resolveGrievance(db: Db, queueMailIn: QueueMailIn, id: string, staffId: string, resolution: string): Promise<{ ticket: string }> {
  return db.transaction(async (tx) => {
    const [resolved] = await tx
      .update(grievanceTickets)
      .set({ status: 'Resolved', resolvedAt: sql`now()`, resolvedBy: staffId, resolution })
      .where(and(eq(grievanceTickets.id, id), eq(grievanceTickets.status, 'Open')))
      .returning({
        number: grievanceTickets.number,
        email: grievanceTickets.email,
        orderNumber: grievanceTickets.orderNumber,
        messageId: grievanceTickets.contactMessageId,
      });
    if (!resolved) {
      const [known] = await tx.select({ id: grievanceTickets.id }).from(grievanceTickets).where(eq(grievanceTickets.id, id));
      throw known ? new HttpError(409, 'This ticket is already resolved') : new HttpError(404, 'Ticket not found');
    }
    const [message] = await tx.select({ fullName: contactMessages.fullName }).from(contactMessages).where(eq(contactMessages.id, resolved.messageId));
    const ticket = ticketLabel(resolved.number);
    await queueMailIn(
      tx,
      grievanceResolvedMail(resolved.email, { ticket, fullName: message?.fullName ?? 'customer', orderNumber: resolved.orderNumber, resolution }),
    );
    return { ticket };
  });
}
