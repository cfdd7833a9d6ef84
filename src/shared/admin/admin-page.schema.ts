import { z } from 'zod';

/** The envelope every paginated admin list answers in. */
export function adminPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

export interface AdminPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}
