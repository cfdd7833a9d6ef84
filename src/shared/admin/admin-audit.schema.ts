import { z } from 'zod';
import { adminPageSchema } from './admin-page.schema.js';

/** One recorded admin write: who did what to which record, and when. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  /** The email is kept when the acting account is gone; its id is then null. */
  actor: z.object({ _id: z.string().nullable(), email: z.string() }),
  /** e.g. `product.update`, `order.status`. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = adminPageSchema(auditEntrySchema);
