import { z } from 'zod';
import { newPasswordSchema, publicUserSchema } from '../auth/auth.schema.js';

/** Owner: everything. Manager: catalog and orders. Support: orders and messages only (ADR 56). */
export const STAFF_ROLES = ['owner', 'manager', 'support'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, { message: 'Choose a role: owner, manager or support' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner — everything',
  manager: 'Manager — catalog and orders',
  support: 'Support — orders and messages',
};

export const staffUserSchema = publicUserSchema.extend({ role: staffRoleSchema });
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffInviteBodySchema = z.object({
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email({ message: 'Please enter a valid email' })),
  role: staffRoleSchema,
});
export type StaffInviteBody = z.infer<typeof staffInviteBodySchema>;

export const inviteTokenSchema = z
  .string({ message: 'This invitation link is not valid' })
  .min(20, 'This invitation link is not valid')
  .max(100, 'This invitation link is not valid');

export const acceptInviteBodySchema = z.object({
  token: inviteTokenSchema,
  username: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(50, 'Name must be at most 50 characters'),
  password: newPasswordSchema,
});
export type AcceptInviteBody = z.infer<typeof acceptInviteBodySchema>;

export const staffMemberSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  blocked: z.boolean(),
});
export const staffInviteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  invitedBy: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export const staffListSchema = z.object({ members: z.array(staffMemberSchema), invites: z.array(staffInviteSchema) });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export type StaffInvite = z.infer<typeof staffInviteSchema>;
export type StaffList = z.infer<typeof staffListSchema>;

export const staffRoleBodySchema = z.object({ role: staffRoleSchema });
