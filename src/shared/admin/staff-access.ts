import type { StaffRole } from './staff.schema.js';

/**
 * Who may do what in the admin (ADR 56), in one place: the API checks every admin route against
 * the first entry whose prefix its path starts with, and the admin site hides and refuses the same
 * pages. Anything not listed is the owner's alone, so a route added later is closed until it is listed.
 */
export interface AccessRule {
  prefix: string;
  roles: readonly StaffRole[];
}

const EVERYONE: readonly StaffRole[] = ['owner', 'manager', 'support'];
const CATALOG: readonly StaffRole[] = ['owner', 'manager'];
const ORDERS: readonly StaffRole[] = EVERYONE;
const MESSAGES: readonly StaffRole[] = ['owner', 'support'];
const OWNER: readonly StaffRole[] = ['owner'];

export const ADMIN_API_ACCESS: readonly AccessRule[] = [
  { prefix: '/api/admin/me', roles: EVERYONE },
  { prefix: '/api/admin/handoff', roles: EVERYONE },
  { prefix: '/api/admin/session', roles: EVERYONE },
  { prefix: '/api/admin/dashboard', roles: EVERYONE },
  { prefix: '/api/admin/orders', roles: ORDERS },
  { prefix: '/api/admin/messages', roles: MESSAGES },
  { prefix: '/api/admin/products', roles: CATALOG },
  { prefix: '/api/admin/categories', roles: CATALOG },
  { prefix: '/api/admin/uploads', roles: CATALOG },
  { prefix: '/api/admin/catalog-settings', roles: CATALOG },
  { prefix: '/api/admin/search', roles: CATALOG },
  { prefix: '/api/admin/customers', roles: CATALOG },
  { prefix: '/api/admin/reports', roles: CATALOG },
  { prefix: '/api/admin/returns', roles: ORDERS },
  { prefix: '/api/admin/packing-slips', roles: ORDERS },
  { prefix: '/api/admin/grievances', roles: MESSAGES },
  { prefix: '/api/admin/return-settings', roles: CATALOG },
  { prefix: '/api/admin/couriers', roles: CATALOG },
  { prefix: '/api/admin/delivery', roles: CATALOG },
  { prefix: '/api/admin/promotions', roles: CATALOG },
  { prefix: '/api/admin/reviews', roles: CATALOG },
  { prefix: '/api/admin/blog-categories', roles: CATALOG },
];

/** The admin site's pages (paths under /admin), with the same roles as the API they read. */
export const ADMIN_PAGE_ACCESS: readonly AccessRule[] = [
  { prefix: '/orders', roles: ORDERS },
  { prefix: '/content/messages', roles: MESSAGES },
  { prefix: '/products', roles: CATALOG },
  { prefix: '/categories', roles: CATALOG },
  { prefix: '/search', roles: CATALOG },
  { prefix: '/customers', roles: CATALOG },
  { prefix: '/reports', roles: CATALOG },
  { prefix: '/returns', roles: ORDERS },
  { prefix: '/grievances', roles: MESSAGES },
  { prefix: '/couriers', roles: CATALOG },
  { prefix: '/delivery', roles: CATALOG },
  { prefix: '/promotions', roles: CATALOG },
  { prefix: '/reviews', roles: CATALOG },
  { prefix: '/content/blog-categories', roles: CATALOG },
];

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}?`);
}

/** The roles allowed on `path`: its rule's, or the owner's alone when no rule names it. */
export function rolesFor(rules: readonly AccessRule[], path: string): readonly StaffRole[] {
  return rules.find((rule) => startsWithSegment(path, rule.prefix))?.roles ?? OWNER;
}

/** Whether `role` may open the admin page at `path` (the dashboard, `/`, is everyone's). */
export function mayOpenPage(role: StaffRole, path: string): boolean {
  if (path === '/' || path === '') return true;
  return rolesFor(ADMIN_PAGE_ACCESS, path).includes(role);
}
