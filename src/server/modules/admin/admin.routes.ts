import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/session/session.plugin.js';
import { adminReportsRoutes } from '../admin-reports/admin-reports.routes.js';
import { adminStaffRoutes } from '../admin-staff/admin-staff.routes.js';
import { requireStaffRole } from './staff-access.hook.js';
import { adminCategoriesRoutes } from '../admin-categories/admin-categories.routes.js';
import { adminContentRoutes } from '../admin-content/admin-content.routes.js';
import { adminCustomersRoutes } from '../admin-customers/admin-customers.routes.js';
import { adminDashboardRoutes } from '../admin-dashboard/admin-dashboard.routes.js';
import { adminOrdersRoutes } from '../admin-orders/admin-orders.routes.js';
import { adminProductsRoutes } from '../admin-products/admin-products.routes.js';
import { auditRoutes } from '../audit/audit.routes.js';
import { adminTaxRoutes } from '../admin-tax/admin-tax.routes.js';
import { adminSearchRoutes } from '../search/admin-search.routes.js';
import { adminPaymentsRoutes } from '../admin-payments/admin-payments.routes.js';
import { adminPromotionsRoutes } from '../admin-promotions/admin-promotions.routes.js';
import { adminReviewsRoutes } from '../admin-reviews/admin-reviews.routes.js';
import { adminReturnsRoutes } from '../returns/admin-returns.routes.js';
import { adminShippingRoutes } from '../shipping/admin-shipping.routes.js';
import { adminGrievancesRoutes } from '../grievances/admin-grievances.routes.js';
import { adminDeliveryRoutes } from '../delivery/admin-delivery.routes.js';

/**
 * Everything staff do, in one encapsulated scope whose `onRequest` hook demands an admin session —
 * before the body is parsed, so visitors get 401 and customers 403 whatever they send.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRequest', requireStaffRole);
  await app.register(adminDashboardRoutes);
  await app.register(adminProductsRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminCustomersRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminCategoriesRoutes);
  await app.register(auditRoutes);
  await app.register(adminTaxRoutes);
  await app.register(adminSearchRoutes);
  await app.register(adminPaymentsRoutes);
  await app.register(adminPromotionsRoutes);
  await app.register(adminReviewsRoutes);
  await app.register(adminReturnsRoutes);
  await app.register(adminShippingRoutes);
  await app.register(adminGrievancesRoutes);
  await app.register(adminDeliveryRoutes);
  await app.register(adminStaffRoutes);
  await app.register(adminReportsRoutes);
}
