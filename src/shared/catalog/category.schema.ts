import { z } from 'zod';

export const categoryItemSchema = z.object({
  name: z.string(),
  /** `{category}/{sub}`, e.g. `lighting/ceiling`; the storefront route is `/categories/{path}`. */
  path: z.string(),
});

export const categoryGroupSchema = z.object({
  title: z.string(),
  items: z.array(categoryItemSchema),
});

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Top-level slug such as `lighting`. */
  category: z.string(),
  img: z.string(),
  description: z.string(),
  submenuGroups: z.array(categoryGroupSchema),
});

export const categoryListSchema = z.array(categorySchema);

export type CategoryItem = z.infer<typeof categoryItemSchema>;
export type CategoryGroup = z.infer<typeof categoryGroupSchema>;
export type Category = z.infer<typeof categorySchema>;
