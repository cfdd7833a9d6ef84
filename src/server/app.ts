import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyLoggerOptions, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import './fastify-types.js';
import { CacheHitFastPath } from './http/cache-hit-fast-path.js';
import { logController, loggerOptions } from './logger-options.js';
import { withFailureCount } from './mail/failure-counting-mailer.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminSessionRoutes } from './modules/admin-session/admin-session.routes.js';
import { acceptInviteRoutes } from './modules/admin-staff/accept-invite.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { blogsRoutes } from './modules/blogs/blogs.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { newsletterUnsubscribeRoutes } from './modules/contact/newsletter-unsubscribe.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { promotionsRoutes } from './modules/promotions/promotions.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { returnsRoutes } from './modules/returns/returns.routes.js';
import { guestOrdersRoutes } from './modules/orders/guest-orders.routes.js';
import { shippingRoutes } from './modules/shipping/shipping.routes.js';
import { deliveryRoutes } from './modules/delivery/delivery.routes.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { webhooksRoutes } from './modules/payments/webhooks.routes.js';
import { createPaymentProvider } from './modules/payments/payment-provider-factory.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { stockAlertsRoutes } from './modules/stock-alerts/stock-alerts.routes.js';
import { searchPlugin } from './modules/search/search.plugin.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { appIconRoutes } from './modules/web/app-icons.js';
import { webRoutes } from './modules/web/web.routes.js';
import { databasePlugin } from './plugins/database.js';
import { postgresRateLimitStore } from './plugins/rate-limit-store.js';
import { catalogCachePlugin } from './plugins/catalog-cache.js';
import { catalogIndexPlugin } from './modules/products/catalog-index/catalog-index.plugin.js';
import { referenceDataPlugin } from './plugins/reference-data.js';
import { securityHeaderSets, securityHeadersPlugin } from './plugins/security-headers.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { gracefulDrainPlugin } from './plugins/graceful-drain.js';
import { jobQueuePlugin } from './plugins/job-queue.js';
import { metricsPlugin } from './plugins/metrics.js';
import { genRequestId, requestIdPlugin } from './plugins/request-id.js';
import { privateAnswersPlugin } from './plugins/private-answers.js';
import { rejectNulBytesPlugin } from './plugins/reject-nul-bytes.js';
import { sessionPlugin } from './plugins/session/session.plugin.js';

/** The origins Razorpay Checkout loads from, for the storefront's CSP; none while payments are off. */
function paymentOrigins(config: AppConfig): { script: string[]; frame: string[] } | null {
  if (!config.razorpay) return null;
  const checkout = new URL(config.razorpay.checkoutUrl).origin;
  const api = new URL(config.razorpay.apiUrl).origin;
  return { script: [checkout], frame: [...new Set([api, checkout])] };
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Folder holding `storefront/` and `admin/` builds; defaults to `dist/web`. */
  webDir?: string;
  logger?: boolean;
  /** Where the JSON log lines go (tests read them); stdout by default. */
  logStream?: FastifyLoggerOptions['stream'];
  /** Tests may pass their own; by default SMTP_URL decides (SMTP or the dev mailbox). */
  mailer?: Mailer;
}

/** Builds the whole server: plugins in a fixed order, then modules. Never listens (main.ts and tests decide). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const production = config.env === 'production';
  // Cached catalog answers are written before Fastify sees the request (ADR 12), unless CACHE_FAST_PATH=off;
  // it starts once the plugins below exist. A request hook added to this root instance must be decided
  // for the fast path too: modules/products/fast-path-root-hooks.test.ts fails until it is.
  const fastPath = config.cacheFastPath ? new CacheHitFastPath() : undefined;
  const app = Fastify({
    ...(fastPath ? { serverFactory: fastPath.serverFactory } : {}),
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    genReqId: genRequestId,
    trustProxy: config.trustProxy,
    logController: logController(),
    // compile: routes matched by generated code rather than a tree walk; the Fastify path (cache misses,
    // every other route) answered ~15 % more requests a second with it (ADR 12).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200, compile: true },
    bodyLimit: 1024 * 1024,
    // A request that cannot finish in time (database unreachable, overloaded) is answered 503, never left hanging.
    handlerTimeout: config.requestTimeoutMs,
    // A plugin that talks to the database at start (the job queue) needs more than Fastify's 10 s on a
    // machine under heavy load; a start that fails there is worse than a slow one.
    pluginTimeout: 60_000,
    // Fastify waits forever for a request's bytes by default (requestTimeout 0): a slow sender would
    // hold a socket as long as it likes. Headers and body must arrive within RECEIVE_TIMEOUT_MS (408),
    // and a socket silent longer than receiving plus the longest handler (uploads: 120 s) is closed (ADR 18).
    requestTimeout: config.receiveTimeoutMs,
    connectionTimeout: config.receiveTimeoutMs + Math.max(config.requestTimeoutMs, 120_000),
    // The graceful-drain plugin answers requests that arrive while stopping, in our `{ message }` shape.
    return503OnClosing: false,
    // Broken escapes and over-long ids are refused before routing, where the error handler never runs:
    // answer them in our `{ message }` shape rather than Fastify's, which names its FST_ERR_* codes.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long' : 'The address is not valid';
      void reply.code(error.statusCode ?? 400).send({ message, requestId: request.id });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('paymentProvider', createPaymentProvider(config));
  // Every route as registered, so tests can hold all of them (e.g. every admin route) to a rule.
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  await app.register(errorHandlerPlugin);
  // First of the onRequest hooks, so every answer (a draining 503 too) carries the request id header.
  await app.register(requestIdPlugin);
  await app.register(gracefulDrainPlugin);
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(rejectNulBytesPlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(catalogCachePlugin);
  await app.register(catalogIndexPlugin);
  await app.register(referenceDataPlugin);
  app.decorate(
    'mailer',
    withFailureCount(options.mailer ?? createMailer(config, options.database.db, app.log), () => app.metrics.mailFailures.inc()),
  );
  await app.register(jobQueuePlugin);
  await app.register(securityHeadersPlugin, { production, payments: paymentOrigins(config) });
  await app.register(cookie);
  // Limits are opted into per route (sign-in, codes, contact); catalog reads stay unthrottled.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(options.database.db),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: `Too many requests. Please try again in ${context.after}.` }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Wattson API', version: '1.0.0', description: 'REST API of the Wattson shop' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(sessionPlugin);
  await app.register(privateAnswersPlugin);
  fastPath?.serve({ cache: app.catalogCache, drain: app.drain, metrics: app.metrics, securityHeaders: securityHeaderSets(production).api });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(siteRoutes);
  await app.register(categoriesRoutes);
  await app.register(searchPlugin);
  await app.register(productsRoutes);
  await app.register(cartRoutes);
  await app.register(promotionsRoutes);
  await app.register(wishlistRoutes);
  await app.register(reviewsRoutes);
  await app.register(stockAlertsRoutes);
  await app.register(ordersRoutes);
  await app.register(returnsRoutes);
  await app.register(guestOrdersRoutes);
  await app.register(shippingRoutes);
  await app.register(deliveryRoutes);
  await app.register(addressesRoutes);
  await app.register(paymentsRoutes);
  await app.register(webhooksRoutes);
  await app.register(documentsRoutes);
  await app.register(adminSessionRoutes);
  await app.register(acceptInviteRoutes);
  await app.register(adminRoutes);
  await app.register(blogsRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterUnsubscribeRoutes);
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  await app.register(appIconRoutes);
  await app.register(devMailboxRoutes);
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  await app.register(webRoutes, { webDir: options.webDir });

  return app;
}
