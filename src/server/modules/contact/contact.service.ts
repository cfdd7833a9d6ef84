import type { ContactMessage } from '../../../shared/content/contact.schema.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/content.js';
import { MailDeliveryError, type Mailer } from '../../mail/mailer.js';
import { HttpError } from '../../plugins/error-handler.js';
import { contactMail } from './contact-mail.js';
import { openGrievance, type QueueMailIn } from '../grievances/grievances.service.js';

export const CONTACT_MAIL_FAILED_MESSAGE =
  'Your message was saved, but we could not email it to the shop just now. We will still read it; for anything urgent, please call us.';

/**
 * Stores the message first, then mails it to the shop: a mail outage must never lose what a
 * customer wrote. A failed delivery is reported (503) so the sender knows a reply may be slower.
 */
export async function submitContactMessage(
  db: Db,
  ctx: { mailer: Mailer; config: AppConfig; queueMailIn: QueueMailIn },
  input: ContactMessage,
): Promise<{ id: string; ticket: string | null }> {
  // A message about an order is a grievance: its ticket and acknowledgement commit with it (modules/grievances).
  const { row, ticket } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ fullName: input.fullName, email: input.email, phone: input.phone ?? null, subject: input.subject, message: input.message })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) throw new Error('contact message was not stored');
    const orderNumber = input.orderNumber;
    const ticket = orderNumber === undefined ? null : await openGrievance(tx, ctx.queueMailIn, { ...input, id: row.id, orderNumber });
    return { row, ticket };
  });
  try {
    await ctx.mailer.send(contactMail(ctx.config.shop.email, { ...input, receivedAt: row.createdAt }));
  } catch (error) {
    if (error instanceof MailDeliveryError) throw new HttpError(503, CONTACT_MAIL_FAILED_MESSAGE);
    throw error;
  }
  return { id: row.id, ticket };
}
