import { mayOpenPage } from '../../shared/admin/staff-access';
import type { StaffRole } from '../../shared/admin/staff.schema';
import {
  CreditCard,
  FolderTree,
  History,
  Inbox,
  Landmark,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Mail,
  Newspaper,
  Package,
  Receipt,
  Search,
  TicketPercent,
  Star,
  Tags,
  Undo2,
  Truck,
  UserCog,
  Users,
  BarChart3,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only the exact path counts as current (the dashboard at `/` would match everything). */
  end?: boolean;
}

export interface NavSection {
  title?: string;
  items: NavItem[];
}

/** The sections and links a role may open (ADR 56): the same table the API checks. */
export function navFor(role: StaffRole): NavSection[] {
  return adminNav
    .map((section) => ({ ...section, items: section.items.filter((item) => mayOpenPage(role, item.to)) }))
    .filter((section) => section.items.length > 0);
}

/** The sidebar, in the order staff work through a day: what happened, stock, orders, people, content. */
export const adminNav: readonly NavSection[] = [
  {
    items: [
      { to: '/', label: 'Dashboard', icon: LayoutDashboard, end: true },
      { to: '/products', label: 'Products', icon: Package },
      { to: '/orders', label: 'Orders', icon: Receipt },
      { to: '/returns', label: 'Returns', icon: Undo2 },
      { to: '/customers', label: 'Customers', icon: Users },
      { to: '/promotions', label: 'Promotions', icon: TicketPercent },
      { to: '/grievances', label: 'Tickets', icon: LifeBuoy },
      { to: '/reports', label: 'Reports', icon: BarChart3 },
    ],
  },
  {
    title: 'Content',
    items: [
      { to: '/content/blogs', label: 'Blog posts', icon: Newspaper },
      { to: '/content/blog-categories', label: 'Blog categories', icon: Tags },
      { to: '/content/messages', label: 'Messages', icon: Inbox },
      { to: '/content/newsletter', label: 'Newsletter', icon: Mail },
      { to: '/reviews', label: 'Reviews', icon: Star },
    ],
  },
  {
    title: 'Settings',
    items: [
      { to: '/categories', label: 'Categories', icon: FolderTree },
      { to: '/gst', label: 'GST', icon: Landmark },
      { to: '/search', label: 'Search', icon: Search },
      { to: '/payments', label: 'Payments', icon: CreditCard },
      { to: '/couriers', label: 'Couriers', icon: Truck },
      { to: '/delivery', label: 'Delivery', icon: Truck },
      { to: '/staff', label: 'Staff', icon: UserCog },
      { to: '/audit-log', label: 'Audit log', icon: History },
    ],
  },
];
