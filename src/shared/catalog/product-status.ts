import { z } from 'zod';

/**
 * A product's place in its life (ADR 45): a draft is being prepared, an active product is shown and
 * sold, an archived one is kept for its orders and history but shown nowhere. Staff move between any
 * two freely; only `active` is visible to shoppers.
 */
export const productStatuses = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const productStatusSchema = z.enum(productStatuses, { message: 'must be draft, active or archived' });

export const productStatusLabels: Record<ProductStatus, string> = { draft: 'Draft', active: 'Active', archived: 'Archived' };
