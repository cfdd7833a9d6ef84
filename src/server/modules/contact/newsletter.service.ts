import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/content.js';

/**
 * Idempotent: the unique index on lower(email) decides, so two tabs subscribing at once still
 * leave one row. A subscriber who had left comes back as new.
 */
export async function subscribeToNewsletter(db: Db, email: string): Promise<{ created: boolean }> {
  const address = email.trim().toLowerCase();
  const inserted = await db.insert(newsletterSubscribers).values({ email: address }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
  if (inserted.length > 0) return { created: true };
  const rejoined = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: null })
    .where(sql`lower(${newsletterSubscribers.email}) = ${address} and ${newsletterSubscribers.unsubscribedAt} is not null`)
    .returning({ id: newsletterSubscribers.id });
  return { created: rejoined.length > 0 };
}
