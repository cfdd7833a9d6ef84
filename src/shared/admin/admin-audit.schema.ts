import { z } from 'zod';
import { adminPageSchema } from './admin-page.schema.js';

/** One recorded admin write: who did what to which record, and when, told as a sentence. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  /** The email is kept when the acting account is gone; its id is then null. */
  actor: z.object({ _id: z.string().nullable(), email: z.string(), name: z.string() }),
  /** e.g. `product.update`, `order.status`. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** The record's name now (a product's name, an order's number); null when it is gone. */
  recordName: z.string().nullable(),
  /** "Asha set stock of Havells Ambrose 1200 mm from 12 to 0: damaged in transit". */
  sentence: z.string(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page of the log, with the people and kinds its filters offer. */
export const auditPageSchema = adminPageSchema(auditEntrySchema).extend({
  people: z.array(z.object({ _id: z.string(), username: z.string(), email: z.string() })),
  kinds: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
