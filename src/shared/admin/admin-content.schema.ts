import { z } from 'zod';

/** A contact-form message as the inbox lists it. */
export const contactMessageRowSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;
